(* Arithmetic precedence and associativity. *)
let a = 1 + 2 * 3            (* 7 *)
let b = (1 + 2) * 3
let c = 10 - 4 - 3           (* left: 3 *)
let d = 100 / 10 / 5         (* left: 2 *)
let e = - 2 * 3
let f = 7 mod 3 * 2
let g = 2. ** 3. ** 2.       (* right: 512 *)
let h = -. 1.5 *. 2. +. 4. /. 2.
let i = ~- 5 + int_of_float (~-. 1.)
let j = 1 - -1
