module Counter = struct
  type t = { mutable n : int }
  let create () = { n = 0 }
  let incr c = c.n <- c.n + 1
  let get c = c.n
end
module Nested = struct
  module Inner = struct
    let value = 42
    type kind = A | B
  end
  let twice = Inner.value * 2
end
let c = Counter.create ()
let () = Counter.incr c
let v = Counter.get c + Nested.Inner.value + Nested.twice
let k = Nested.Inner.A
module Alias = Nested.Inner
let w = Alias.value
