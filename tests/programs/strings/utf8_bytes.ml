let () =
  let s = "h\195\169llo w\195\182rld \226\130\172" in
  print_endline s;
  Printf.printf "bytes=%d\n" (String.length s);
  let count_chars s = let n = ref 0 in String.iter (fun c -> if Char.code c land 0xC0 <> 0x80 then incr n) s; !n in
  Printf.printf "code points=%d\n" (count_chars s);
  String.iter (fun c -> Printf.printf "%02x" (Char.code c)) s;
  print_newline ();
  let u = Uchar.of_int 0x20AC in
  Printf.printf "%d %b %x\n" (Uchar.to_int u) (Uchar.is_valid 0xD800) (Uchar.to_int (Uchar.succ u));
  Printf.printf "%c\n" (Uchar.to_char (Uchar.of_char 'A'));
  let b = Buffer.create 8 in
  Buffer.add_utf_8_uchar b u;
  Buffer.add_utf_8_uchar b (Uchar.of_int 0x1F600);
  Buffer.add_utf_8_uchar b (Uchar.of_int 0xE9);
  String.iter (fun c -> Printf.printf "%02x " (Char.code c)) (Buffer.contents b);
  print_newline ()
