module rec A : sig module type S = sig end module F : functor (X : S) -> S exception E val f : int -> int end = struct module type S = sig end module F (X : S) = X exception E let f x = B.g x end
and B : sig val g : int -> int val v : int end = struct let g x = x let v = A.f 1 end
