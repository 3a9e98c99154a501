(* Toplevel values that the library's closures capture live in blocks of their own (manual
   21.8.2), filled as each unit runs. A program using Printf but nothing of String or Bytes needs
   none of theirs; stdout's block is read by print_string and Printf and is kept. *)
let () =
  Printf.printf "%d %s\n" 42 "printf";
  print_string "print_string\n";
  prerr_string "";
  flush stdout
