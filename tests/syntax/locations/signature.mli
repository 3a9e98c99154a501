val x : int
val f : 'a -> 'a list -> ('a, 'b) t
type t = A | B
module M : sig val y : int end
module F (X : S) : S with type t = X.t
module type S = sig end
exception E of int
external g : int -> int = "g"
include S
open M
