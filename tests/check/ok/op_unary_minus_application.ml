(* Unary minus versus binary minus in applications. *)
let f x = x * 2
let a = f (-1)
let b = f 3 - 1
let c = - f 3
let d = abs (-5) - -5
let g x = x
let e = -. g 1.5 +. g 2.
let h = - 2 * - 3
let k = -(1 + 2)
let l = [ -1; - 2; 3 - 4 ]
