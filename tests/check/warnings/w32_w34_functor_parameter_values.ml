(* A functor parameter's values and types that the body does not use. *)
module F (X : sig val a : int val b : int type u end) = struct let c = X.a end
module type FT = functor (Y : sig val d : int type v end) -> sig end
module G (Z : sig val e : int end) : sig val f : int end = struct let f = Z.e let g = 0 end
