module Deep = struct
  module Inner = struct
    module Core = struct
      let answer = 42
      type t = Yes | No
    end
  end
end
module C = Deep.Inner.Core
module I = Deep.Inner
module L = List
let a = C.answer + I.Core.answer
let y = C.Yes
let same = (C.No : Deep.Inner.Core.t)
let l = L.length [1]
