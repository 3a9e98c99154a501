(* module type of a functor application's result, and include of a signature. *)
module Make (X : sig val n : int end) = struct
  let n = X.n
  let double = 2 * X.n
end
module Three = Make (struct let n = 3 end)
module type RESULT = module type of Three
module type EXTENDED = sig
  include RESULT
  val triple : int
end
module Ext : EXTENDED = struct
  include Three
  let triple = 3 * n
end
let v = Ext.triple + Ext.double
