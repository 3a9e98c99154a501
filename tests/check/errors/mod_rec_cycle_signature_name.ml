module type S = sig val v : int end
module rec A : sig module M : S val f : int -> int end = struct module M = struct let v = 1 end let f x = B.g x end
and B : sig val g : int -> int val v : int end = struct let g x = x let v = A.f 1 end
