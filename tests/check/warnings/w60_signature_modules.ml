(* A module declared in a signature written in the file is watched as a bound one is: a use
   through a path, or a comparison of the signature with another, marks it. *)
module type S = sig module N : sig val z : int end module Unused : sig end end
module M : S = struct module N = struct let z = 1 end module Unused = struct end end
let a = M.N.z
module C : sig module Hidden : sig end end = struct module Hidden = struct end end
module F (X : sig module P : sig end module Q : sig val q : int end end) = struct let q = X.Q.q end
module type Exported = sig module E : sig end end
