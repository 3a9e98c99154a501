module type S = sig val f : int -> int end
module M : S = struct let f ~x = x end
