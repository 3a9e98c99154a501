(* Without an interface every module of the unit is exported: only functor parameters, local
   modules and the modules a signature constraint hides are unused; in the order ocamlc checks
   them (a structure's module once its definition is typed). *)
module type S = sig val x : int end
module Exported = struct module Nested = struct end end
module F (X : S) (Y : S) = struct
  module In_functor = struct let v = 1 end
  let y = Y.x
end
module C : sig end = struct module Hidden = struct end end
let f () = let module L = struct end in 1
module type FT = functor (A : S) -> S
let g () = let unused = 0 in ()
