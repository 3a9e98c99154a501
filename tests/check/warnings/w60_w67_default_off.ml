(* Warnings 60 and 67 are off by default. *)
module type S = sig val x : int end
module F (X : S) = struct end
module type T = functor (X : S) -> sig end
let f () = let module L = struct end in let unused = 0 in ()
