(* Warning 34 for the types of a functor parameter's signature that neither the signature nor the
   body uses (the module type's, the constraint's and the named signature's are exported). *)
[@@@ocaml.warning "+34"]
module M : sig type t type u = int end = struct type t = int type u = int end
module type FT = functor (X : sig type a end) -> sig end
module F (X : sig type b type c = A | B module N : sig type d end end) = struct end
module G = functor (X : sig type e end) -> struct end
module type S2 = sig type t type u end
module F2 (M : sig type t type v val x : v end) = struct let y = M.x end
module G2 (M : S2) = struct end
let f (module M : S2) = 1
