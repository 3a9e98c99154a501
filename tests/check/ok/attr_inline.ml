(* Inlining attributes on definitions and on calls. *)
let[@inline] square x = x * x
let[@inline never] cube x = x * x * x
let[@inline always] double x = 2 * x
let add = fun [@inline] a b -> a + b
let quad x = square (square x) [@@inline]
let f x = (square [@inlined]) x + (cube [@inlined never]) x
let g x = (double [@inlined hint]) x + (quad [@inlined always]) x
let h x = (add [@inlined]) x 1
let k = (fun x -> x + 1) [@inline never]
