(* reference: native *)
(* A file made and removed (the outside world has seen the program act), output flushed, then
   an unbounded recursion: an uncaught Stack_overflow, after the output, with exit code 2. *)
let rec forever n = 1 + forever (n + 1)
let () =
  let f = Filename.temp_file "flambe" ".tmp" in
  Sys.remove f;
  print_endline "flushed";
  print_string "pending\n";
  Printf.printf "%d\n" (forever 0)
