(* No warning 70 when the interface is there. *)
let f x = x + 1
