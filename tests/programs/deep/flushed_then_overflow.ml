(* reference: native *)
(* Output flushed (it has reached standard output), then an unbounded recursion: an uncaught
   Stack_overflow, after the output, with exit code 2. *)
let rec forever n = 1 + forever (n + 1)
let () =
  print_endline "flushed";
  print_string "pending\n";
  Printf.printf "%d\n" (forever 0)
