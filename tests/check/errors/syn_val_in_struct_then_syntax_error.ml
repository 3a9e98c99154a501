(* A value declaration in a structure parses: the syntax error after it is reported first. *)
val x : int
let y = = 2
