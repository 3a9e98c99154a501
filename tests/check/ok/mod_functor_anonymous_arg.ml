(* A functor whose parameter is unnamed, and one that ignores its argument's contents. *)
module type UNIT = sig end
module Make (_ : UNIT) = struct let id = ref 0 end
module A = Make (struct end)
module type S = sig val x : int end
module Const (_ : S) (Y : S) = struct let v = Y.x end
module C = Const (struct let x = 1 end) (struct let x = 2 end)
let v = C.v
