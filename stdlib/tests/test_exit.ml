(* exit runs the at_exit functions once, newest first, and exits with the code. *)
let () =
  at_exit (fun () -> print_endline "first registered");
  at_exit (fun () -> print_string "second registered; "; exit 4);
  Printexc.record_backtrace true;
  print_string (Printexc.get_backtrace ());
  prerr_endline "to stderr";
  print_string "pending ";
  exit 5
