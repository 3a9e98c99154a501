(* Where a let's pattern-matching warning points: the whole let when ocamlc types it as a match (one binding naming a constructor, no attribute), else the pattern, without its constraint. *)
type t = A | B of int
let f1 x = let None = x in 1
let f2 l = let [a] = l in a
let f3 x = let (A | B 1) = x in 1
let f4 x = let `Foo y = x in y
let f5 x = let ((B y), 0) = x in y
let f6 x = let B y = x and z = 1 in y + z
let f7 x = let[@warning "+8"] B y = x in y
let f9 x = let B _ = x in 1
let f10 x = let (_ : int option) as y = x in let Some z = y in z
let f11 x = let ({contents = 0} as r) = x in r
let f12 x = let [| a |] = x in a
exception E of int
let f13 x = let (lazy (Some y)) = x in y
let h () = let (x, 0) = (1, 2) and (y, 1) = (3, 4) in x + y
let g () = let Some x = None in x
class c = let (a, 0) = (1, 2) in object method m = a end
let l () = let (x, 0) : int * int = (1, 2) in x
