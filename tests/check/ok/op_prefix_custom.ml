(* Prefix operators: ~-, ~-., !-style and ?-style custom prefixes. *)
let ( ~- ) x = x + 1000           (* redefines unary minus on ints *)
let a = - 1
let b = ~- 2
let ( ~! ) x = x * x
let c = ~! 3
let ( !! ) r = !r + 1
let d = !! (ref 4)
let ( ?? ) o = match o with Some x -> x | None -> 0
let e = ?? (Some 5) + ?? None
let f = ~-. 2.5
