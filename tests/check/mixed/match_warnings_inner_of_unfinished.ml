(* A finished inner match of an unfinished outer one is checked. *)
let h () =
  match 1 with 0 -> (match 2 with 1 -> 1) + "a"
