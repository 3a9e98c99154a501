module type S = sig
  type t
  val x : t
module M = struct end
