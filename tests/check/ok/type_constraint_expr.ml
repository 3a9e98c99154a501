(* Type constraints on expressions, patterns and let bindings. *)
let x = (3 : int)
let l = ([] : string list)
let f (a : int) (b : float) : string = string_of_int a ^ string_of_float b
let g : int -> int = fun n -> n + 1
let h = fun (x : 'a) -> (x : 'a)
let (pair : int * bool) = (1, true)
let id : 'a. 'a -> 'a = fun x -> x
let both = (id 1, id "s")
let poly_len : 'a. 'a list -> int = List.length
let k (type t) (x : t) : t list = [x]
