(* An uncaught error of a UnixLabels call, after a partial application with labels, is Unix's
   Unix_error and printed as OCaml prints it. *)
let () =
  print_endline "before";
  let make = UnixLabels.mkdir ~perm:0o700 in
  make "no_such_dir/sub";
  print_endline "not reached"
