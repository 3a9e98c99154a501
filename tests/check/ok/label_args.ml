(* Labelled arguments: ~x, ~(x : t), ~x:e, punning and commutation. *)
let sub ~from ~amount = from - amount
let a = sub ~from:10 ~amount:3
let b = sub ~amount:3 ~from:10
let from = 20 and amount = 5
let c = sub ~from ~amount
let scale ~(factor : float) x = factor *. x
let d = scale ~factor:2. 4.
let partial = sub ~amount:1
let e = partial ~from:5
let mk ~name:n ~age:(a : int) = (n, a)
let f = mk ~age:3 ~name:"x"
let apply_labelled (g : x:int -> int) = g ~x:1
let g = apply_labelled (fun ~x -> x + 1)
