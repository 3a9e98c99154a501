(* Warning 67 in an interface: a functor declared with a parameter its result does not name. *)
module type S = sig val x : int end
module F (X : S) = struct let y = X.x end
module G (X : S) = struct let z = X.x end
module type T = functor (X : S) (_ : S) -> sig val w : int end
