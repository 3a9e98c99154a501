let a = 1

(** floating: blank lines on both sides *)

let b = 2
(** b's *)

(** c's *)
let c = 3
(** after c *)

(** before d *)

(** floating too *)

(** d's *)
let d = 4
(**/**)
let e = 5

(**/**)

let f = 6
(* an ordinary comment *)
(** after a comment after f: f's and g's *)
let g = 7
(**)
let h = 8
(***)
let i = 9
(*** not a doc comment *)
(** with (* a nested comment *) and "*)" in a string *)
let j = 10
