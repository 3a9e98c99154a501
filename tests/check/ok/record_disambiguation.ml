(* Type-directed disambiguation of fields and constructors sharing names. *)
type a = { id : int; label : string }
type b = { id : int; weight : float }
let get_a_id (r : a) = r.id
let make_a () : a = { id = 1; label = "x" }
let b_val = { id = 2; weight = 1.5 }
let b_id = b_val.id
let a_id_field = (make_a ()).id
type c1 = Red | Green
type c2 = Red | Blue
let is_red (c : c1) = match c with Red -> true | Green -> false
let blue_or_red b : c2 = if b then Red else Blue
