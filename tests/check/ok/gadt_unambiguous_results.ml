(* GADT matches whose result does not depend on a case's equation: accepted, as ocamlc does. *)
type _ t = Int : int t | Bool : bool t
type (_, _) eq = Refl : ('a, 'a) eq
let annotated (type a) (x : a t) : a = match x with Int -> if true then 1 else 2 | Bool -> true
let pairs (type a) (x : a t) (y : a) = match x with Int -> (y, 1) | Bool -> (y, 2)
let local (type a) (x : a t) (y : a) = match x with Int -> let z = y + 1 in z | Bool -> 0
let same (type a) (x : a t) (y : a) = match x with Int -> y | Bool -> y
let inside (type a) (x : a t) (y : a) = match x with Int -> (y : int) > 0 | Bool -> (y : bool)
let cast (type a) (w : (a, int) eq) (x : a) = match w with Refl -> x + 1
let cast_annot (type a) (w : (a, int) eq) (x : a) : int = match w with Refl -> if true then x else 0
let eval : type a. a t -> a -> string = fun t v -> match t with Int -> string_of_int (v + 1) | Bool -> string_of_bool (not v)
