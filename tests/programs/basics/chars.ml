let () =
  let c = 'a' in
  Printf.printf "%c %d %c\n" c (Char.code c) (Char.chr 66);
  Printf.printf "%c %c\n" (Char.uppercase_ascii 'q') (Char.lowercase_ascii 'Q');
  Printf.printf "%s %s %s\n" (Char.escaped '\n') (Char.escaped '\'') (Char.escaped '\200');
  Printf.printf "%C %C\n" 'x' '\t';
  Printf.printf "%b %b\n" ('a' < 'b') (Char.equal 'z' 'z');
  Printf.printf "%d\n" (Char.compare 'a' 'z');
  for i = 48 to 57 do print_char (Char.chr i) done;
  print_newline ();
  print_endline (String.make 3 '\065');
  print_endline (String.make 2 '\x41');
  print_endline (String.make 1 '\o101')
