let () =
  let s = "The quick brown fox jumps over the lazy dog" in
  let vowels = ref 0 and upper = ref 0 in
  String.iter (fun c -> (match c with 'a' | 'e' | 'i' | 'o' | 'u' -> incr vowels | _ -> ()); if c >= 'A' && c <= 'Z' then incr upper) s;
  Printf.printf "vowels=%d upper=%d\n" !vowels !upper;
  String.iteri (fun i c -> if c = 'o' then Printf.printf "o at %d\n" i) s;
  let counts = Array.make 26 0 in
  String.iter (fun c -> let c = Char.lowercase_ascii c in if c >= 'a' && c <= 'z' then counts.(Char.code c - 97) <- counts.(Char.code c - 97) + 1) s;
  Array.iteri (fun i n -> if n > 1 then Printf.printf "%c:%d " (Char.chr (97 + i)) n) counts;
  print_newline ();
  Printf.printf "%b %b\n" (String.exists (fun c -> c = 'z') s) (String.for_all (fun c -> c <> '!') s);
  let seq = String.to_seq "abc" in
  Seq.iter (fun c -> print_char (Char.uppercase_ascii c)) seq;
  print_newline ();
  print_endline (String.of_seq (List.to_seq [ 'x'; 'y'; 'z' ]))
