(* A constrained binding is a constraint, not a function: no hint *)
let f : int -> int = fun x -> if x = 0 then 0 else f (x - 1)
