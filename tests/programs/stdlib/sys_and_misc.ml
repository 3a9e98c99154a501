let () =
  Printf.printf "int_size %d, max_array_length > 0: %b, word_size %d\n" Sys.int_size (Sys.max_array_length > 0) Sys.word_size;
  Printf.printf "big_endian %b\n" Sys.big_endian;
  Printf.printf "max_string_length > 1000: %b\n" (Sys.max_string_length > 1000);
  Printf.printf "%d\n" (Array.length Sys.argv);
  let x = Sys.opaque_identity 41 in
  Printf.printf "%d\n" (x + 1);
  Gc.full_major ();
  Gc.compact ();
  print_endline "gc ran";
  Printf.printf "%b\n" (Sys.interactive.contents);
  let s = Sys.opaque_identity (Bytes.make 3 'q') in
  print_endline (Bytes.to_string s)
