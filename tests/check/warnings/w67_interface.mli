module type S = sig val x : int end
module F (X : S) : sig val y : int end
module G (X : S) : sig val z : int end
module type T = functor (X : S) (_ : S) -> sig val w : int end
