(* fun with labelled and optional parameters, unit, and destructuring labels. *)
let f = fun ~x ?(y = 2) () -> x + y
let a = f ~x:1 ()
let b = f ~y:5 ~x:1 ()
let g ~pos:(x, y) = x + y
let c = g ~pos:(1, 2)
let h ?(base = 10) ?(scale = base * 2) n = n * scale + base
let d = h 1
let e = h ~base:1 1
let opt_record ?(cfg = (1, "a")) () = snd cfg
let i = opt_record ()
let k ~f:(f : int -> int) = f 0
let j = k ~f:succ
let fn_returning_labelled () ~z = z
let z = fn_returning_labelled () ~z:3
