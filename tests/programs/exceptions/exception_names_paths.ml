(* The name an exception prints with is its path from the unit when it is defined in a named
   module or a functor's body ("A.F(X).E"), and its own name alone in the structure of an
   include, an open, a let module, a functor's argument or a packed module (OCaml's root path). *)
exception Top
module M = struct exception In_m module N = struct exception Deep of int end end
include (struct exception Included end : sig exception Included end)
include struct exception Included2 end
module F (X : sig end) = struct exception In_functor end
module A = F (struct end)
module type S = sig exception E end
module G : S = struct exception E end
let local () = let exception Local in Local
let lm = let module L = struct exception In_let_module end in L.In_let_module
module P = (struct exception In_constrained end : sig exception In_constrained end)
let first_class = let module K = (val (module struct exception E end : S) : S) in K.E
let () =
  List.iter (fun e -> print_endline (Printexc.to_string e))
    [Top; M.In_m; M.N.Deep 3; Included; Included2; A.In_functor; G.E; local (); lm; P.In_constrained; first_class]
module F2 (X : sig end) (Y : sig end) = struct exception Two end
module F3 (_ : sig end) = struct exception Anon end
module B2 = F2 (struct end) (struct end)
module B3 = F3 (struct end)
open struct exception Opened end
module C = F (struct end)
module R = struct module type T = sig exception Q end module rec M1 : T = struct exception Q end end
let () = List.iter (fun e -> print_endline (Printexc.to_string e)) [B2.Two; B3.Anon; Opened; R.M1.Q]
