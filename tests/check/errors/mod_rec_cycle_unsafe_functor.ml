module type S = sig end
module rec A : sig module F : functor (X : S) -> S val f : int -> int end = struct module F (X : S) = X let f x = B.g x end
and B : sig val g : int -> int val v : int end = struct let g x = x let v = A.f 1 end
