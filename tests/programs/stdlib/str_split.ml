(* Str: splitting, with delimiters at the ends, empty matches and bounds. *)
let show name l = Printf.printf "%s: [%s]\n" name (String.concat "; " (List.map (Printf.sprintf "%S") l))

let show_full name l =
  Printf.printf "%s: [%s]\n" name
    (String.concat "; " (List.map (function Str.Text s -> Printf.sprintf "Text %S" s | Str.Delim s -> Printf.sprintf "Delim %S" s) l))

let () =
  let comma = Str.regexp "," and blanks = Str.regexp "[ \t]+" in
  show "split" (Str.split comma "a,b,c");
  show "split ends" (Str.split comma ",a,,b,");
  show "split only delims" (Str.split comma ",,,");
  show "split empty" (Str.split comma "");
  show "split blanks" (Str.split blanks "  hello   world \t again  ");
  show "split no delim" (Str.split comma "abc");
  show "split empty regexp" (Str.split (Str.regexp "") "abc");
  show "split x*" (Str.split (Str.regexp "x*") "axbxxc");
  show "bounded 2" (Str.bounded_split comma "a,b,c,d" 2);
  show "bounded 1" (Str.bounded_split comma ",a,b" 1);
  show "bounded 0" (Str.bounded_split comma "a,b,c" 0);
  show "bounded 10" (Str.bounded_split comma "a,b,c" 10);
  show "split_delim" (Str.split_delim comma ",a,,b,");
  show "split_delim empty" (Str.split_delim comma "");
  show "split_delim one delim" (Str.split_delim comma ",");
  show "split_delim spaces" (Str.split_delim (Str.regexp " ") " abc ");
  show "split_delim x*" (Str.split_delim (Str.regexp "x*") "axbc");
  show "split_delim empty regexp" (Str.split_delim (Str.regexp "") "ab");
  show "bounded_split_delim 2" (Str.bounded_split_delim comma ",a,b" 2);
  show "bounded_split_delim 3" (Str.bounded_split_delim comma "a,b,c,d" 3);
  show_full "full_split" (Str.full_split (Str.regexp "[{}]") "{ab}");
  show_full "full_split text" (Str.full_split (Str.regexp "[0-9]+") "a1b22c");
  show_full "full_split adjacent" (Str.full_split (Str.regexp "[,;]") ",;a;");
  show_full "full_split empty" (Str.full_split comma "");
  show_full "full_split none" (Str.full_split comma "abc");
  show_full "full_split empty regexp" (Str.full_split (Str.regexp "") "abc");
  show_full "full_split x*" (Str.full_split (Str.regexp "x*") "axbc");
  show_full "bounded_full_split 2" (Str.bounded_full_split comma "a,b,c" 2);
  show_full "bounded_full_split 3" (Str.bounded_full_split comma ",b,c" 3);
  show "anchored" (Str.split (Str.regexp "^") "l1\nl2\nl3");
  show "lines" (Str.split (Str.regexp "\n") "l1\nl2\n\nl3\n");
  (* the helpers *)
  let s = "abcdef" in
  Printf.printf "%s %s %s %s\n" (Str.string_before s 2) (Str.string_after s 2) (Str.first_chars s 3) (Str.last_chars s 3);
  Printf.printf "[%s] [%s]\n" (Str.string_before s 0) (Str.string_after s 6);
  (try ignore (Str.string_before s 7) with Invalid_argument m -> Printf.printf "Invalid_argument %S\n" m);
  (try ignore (Str.last_chars s 7) with Invalid_argument m -> Printf.printf "Invalid_argument %S\n" m);
  (try ignore (Str.string_after s (-1)) with Invalid_argument m -> Printf.printf "Invalid_argument %S\n" m);
  (* a word count over a text *)
  let text = "the cat and the dog and the bird" in
  let counts = Hashtbl.create 8 in
  List.iter (fun w -> Hashtbl.replace counts w (1 + try Hashtbl.find counts w with Not_found -> 0)) (Str.split blanks text);
  List.iter (fun w -> Printf.printf "%s=%d " w (Hashtbl.find counts w)) ["the"; "cat"; "and"; "dog"; "bird"];
  print_newline ()
