module type S = sig end
module rec F : functor (X : S) -> sig val f : int -> int end = functor (X : S) -> struct let f x = B.g x end
and B : sig val g : int -> int val v : int end = struct let g x = x let v = let module M = F (struct end) in M.f 1 end
