module M = struct
  class c x = object method x : int = x end
  let make () = new c 1
end
let o = new M.c 3
let v = o#x + (M.make ())#x
let f (x : M.c) = x#x
class d = object inherit M.c 5 method y = 2 end
