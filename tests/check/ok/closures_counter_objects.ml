(* Closures sharing private state, used like objects. *)
let make_account initial =
  let balance = ref initial in
  let deposit n = balance := !balance + n in
  let withdraw n = if n > !balance then Error "insufficient" else (balance := !balance - n; Ok !balance) in
  let get () = !balance in
  (deposit, withdraw, get)
let (dep, wd, get) = make_account 100
let () = dep 50
let r = wd 30
let b = get ()
let make_gen () = let n = ref 0 in fun () -> let v = !n in incr n; v
let g = make_gen ()
let firsts = let a = g () in let b = g () in (a, b)
