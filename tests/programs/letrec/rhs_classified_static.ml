(* Right-hand sides that OCaml 4.13 classifies as of static size whatever they contain: a packed
   module (even a functor's application), a lazy value (even of a variable), an object made by
   `new`, an instance variable. A name defined so may be used, unevaluated, in its definition. *)
module type S = sig val a : int end
module F (X : S) = struct let a = X.a + 1 end
module Ax = struct let a = 33 end

let rec m1 = let _ = (m1, m1) in (module F (Ax) : S)
let rec m2 = let _ = [ m2 ] in (module Ax : S)
let () = let module M1 = (val m1) in let module M2 = (val m2) in Printf.printf "%d %d\n" M1.a M2.a

let y = 3
let s = "s"
let rec l1 = let _ = [ l1 ] in lazy y
let rec l2 = let _ = [ l2 ] in lazy s
let rec l3 = let _ = [ l3 ] in lazy (print_endline "forced"; 7)
let () = Printf.printf "%d %s\n" (Lazy.force l1) (Lazy.force l2); Printf.printf "%d\n" (Lazy.force l3)

class c = object val v = 5 method m = v method n = let rec x = let _ = [ x ] in v in x end
let rec o = let _ = [ o ] in new c
let () = Printf.printf "%d %d\n" o#m o#n

let rec a = let _ = (a, a) in (module (F (struct let a = 1 end)) : S)
and b = let exception E : 'a -> exn in E b
let () = let module A = (val a) in Printf.printf "%d %s\n" A.a (Printexc.to_string b)
