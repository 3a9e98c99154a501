let () =
  let s = Printf.sprintf "%d-%s-%c-%b-%.2f" 1 "two" '3' true 4.5 in
  print_endline s;
  let show_list pp l = "[" ^ String.concat ";" (List.map pp l) ^ "]" in
  Printf.printf "%s\n" (show_list (Printf.sprintf "%03d") [ 1; 22; 333 ]);
  Printf.printf "%a and %a\n" (fun oc x -> output_string oc (string_of_int (x * 2))) 21 (fun oc s -> output_string oc (String.uppercase_ascii s)) "loud";
  Printf.printf "%t\n" (fun oc -> output_string oc "from %t");
  let k = Printf.ksprintf (fun s -> String.length s) "%s%s" "abc" "de" in
  Printf.printf "ksprintf length %d\n" k;
  Printf.printf "%s\n" (Printf.sprintf "%5.1f|%-8s|%+d" 3.14159 "left" 7);
  Printf.printf "%d%%\n" 99;
  let fmt = format_of_string "<%d,%d>" in
  Printf.printf fmt 1 2; print_newline ();
  Printf.printf "%s\n" (Printf.sprintf "%x %o %X" 255 255 255);
  Printf.eprintf "to stderr %d\n" 5;
  Printf.printf "%s\n" (Printf.sprintf "%S %C" "q\"uote" '\'')
