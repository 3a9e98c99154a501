let () =
  let b = Buffer.create 4 in
  Buffer.add_string b "Hello";
  Buffer.add_char b ',';
  Buffer.add_char b ' ';
  Buffer.add_substring b "xxworldxx" 2 5;
  Printf.bprintf b "! %d + %d = %d" 2 3 (2 + 3);
  print_endline (Buffer.contents b);
  Printf.printf "length %d, nth 4 = %c\n" (Buffer.length b) (Buffer.nth b 4);
  print_endline (Buffer.sub b 7 5);
  Buffer.truncate b 5;
  print_endline (Buffer.contents b);
  let b2 = Buffer.create 16 in
  Buffer.add_buffer b2 b; Buffer.add_bytes b2 (Bytes.of_string "++");
  print_endline (Buffer.contents b2);
  Buffer.clear b2;
  Printf.printf "cleared %d\n" (Buffer.length b2);
  for i = 0 to 9999 do Buffer.add_string b2 (string_of_int (i mod 10)) done;
  Printf.printf "big %d %s\n" (Buffer.length b2) (Buffer.sub b2 9990 10);
  Buffer.reset b2;
  Buffer.add_utf_8_uchar b2 (Uchar.of_int 233);
  Printf.printf "%d\n" (Buffer.length b2);
  let b3 = Buffer.create 8 in
  Buffer.add_seq b3 (String.to_seq "seq!");
  print_endline (Buffer.contents b3)
