(* An uncaught Unix_error is printed as OCaml prints it, through the printer Unix registers. *)
let () =
  print_endline "before";
  ignore (Unix.stat "no_such_file.txt")
