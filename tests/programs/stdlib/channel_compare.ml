(* Channels compared and hashed as OCaml's custom blocks: a channel equals itself only, and
   comparing two never raises. *)
let () =
  Printf.printf "%b %b %b\n" (stdout = stdout) (stdout <> stderr) (stdin = stdin);
  Printf.printf "%b\n" (compare stdout stderr <> 0 && compare stdout stderr = - (compare stderr stdout));
  Printf.printf "%b\n" (compare stdout stdout = 0);
  Printf.printf "%b\n" (Hashtbl.hash stdout = Hashtbl.hash stdout);
  let pairs = [ (stdout, "out"); (stderr, "err") ] in
  print_endline (List.assoc stderr pairs);
  print_endline (List.assoc stdout pairs);
  Printf.printf "%b\n" (List.mem stderr [ stdout; stderr ]);
  Printf.printf "%b\n" ((1, stdout) = (1, stdout) && (1, stdout) <> (1, stderr))
