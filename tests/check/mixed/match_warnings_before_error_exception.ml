(* Before a type error: a handler's unused case (it names an exception of Stdlib) is reported. *)
let a () = try 1 with Not_found -> 2 | Not_found -> 3
let b = 1 + "x"
