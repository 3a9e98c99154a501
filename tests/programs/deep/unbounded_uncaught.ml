(* reference: native *)
(* Output not flushed, then an unbounded recursion, uncaught: the output, then the fatal error. *)
let rec forever n = 1 + forever (n + 1)
let () =
  print_string "pending\n";
  prerr_string "pending on stderr\n";
  Printf.printf "%d\n" (forever 0)
