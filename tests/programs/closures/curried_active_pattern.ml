(* A curried function is one function of several parameters only when matching its outer
   parameter can neither fail nor read mutable state (OCaml's Parmatch.inactive): otherwise
   the match runs when the outer function is applied: a mutable field read then, a
   Match_failure raised then, a lazy pattern forced then. *)
type t = { mutable x : int; y : int }
let f { x = c } = fun () -> c
let r = { x = 10; y = 20 }
let h = f r
let () = r.x <- 20; print_int (h ()); print_newline ()
let g (Some v) = fun () -> v
let () = match g None with _ -> print_endline "no failure" | exception Match_failure _ -> print_endline "failed at the first application"
let k { y } = fun () -> y
let () = print_int (k r ()); print_newline ()
let l (lazy v) = fun () -> v
let s = lazy (print_endline "forced"; 3)
let m = l s
let () = print_endline "before"; print_int (m ()); print_newline ()
let a [| v |] = fun () -> v
let arr = [| 1 |]
let n = try a arr with _ -> fun () -> 0
let () = arr.(0) <- 2; print_int (n ()); print_newline ()
