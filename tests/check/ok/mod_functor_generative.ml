(* Generative functors (with ()) and functors returning functors. *)
module Fresh () = struct
  let counter = ref 0
  let next () = incr counter; !counter
end
module A = Fresh ()
module B = Fresh ()
let x = A.next () + A.next () + B.next ()
module Compose (F : sig val f : int -> int end) (G : sig val f : int -> int end) = struct
  let f x = F.f (G.f x)
end
module Inc = struct let f = succ end
module Dbl = struct let f x = 2 * x end
module IncDbl = Compose (Inc) (Dbl)
let y = IncDbl.f 5
module type F = functor (X : sig val f : int -> int end) -> sig val f : int -> int end
module Twice : F = functor (X : sig val f : int -> int end) -> struct let f x = X.f (X.f x) end
module T = Twice (Inc)
