(* Str: groups, back-references, anchors at newlines, word boundaries. *)
let group s n = match Str.matched_group n s with g -> Printf.sprintf "%S" g | exception Not_found -> "unmatched"

let groups name r s =
  if Str.string_match (Str.regexp r) s 0 then begin
    Printf.printf "%s: %S" name (Str.matched_string s);
    let rec go n = match group s n with g -> Printf.printf " %d=%s" n g; go (n + 1) | exception Invalid_argument _ -> () in
    go 1;
    print_newline ()
  end
  else Printf.printf "%s: no match\n" name

let positions name r s =
  match Str.search_forward (Str.regexp r) s 0 with
  | p ->
      Printf.printf "%s: at %d" name p;
      (try
         for n = 0 to 9 do
           match Str.group_beginning n, Str.group_end n with
           | b, e -> Printf.printf " [%d:%d-%d]" n b e
           | exception Not_found -> Printf.printf " [%d:-]" n
         done
       with Invalid_argument m -> Printf.printf " (%s)" m);
      print_newline ()
  | exception Not_found -> Printf.printf "%s: Not_found\n" name

let () =
  groups "two groups" "\\([a-z]+\\)@\\([a-z.]+\\)" "user@example.com";
  groups "nested" "\\(\\(a\\)\\(b\\)\\)\\(c\\)" "abc";
  groups "optional group" "\\(x\\)?y" "y";
  groups "alternative groups" "\\(a\\)\\|\\(b\\)" "b";
  groups "group in star keeps last" "\\([a-z]\\)*" "abc";
  groups "inner group kept" "\\(\\(a\\)\\|b\\)*" "ab";
  groups "empty iteration" "\\(a*\\)*b" "b";
  groups "plus first empty" "\\(a*\\)+b" "b";
  groups "group backtracks" "\\(a*\\)a" "aaa";
  groups "leftmost choice" "\\(a\\|ab\\)\\(c\\|bcd\\)" "abcd";
  groups "backref" "\\([a-z]\\)\\1" "aab";
  groups "backref word" "\\([a-z]+\\) \\1" "hey hey you";
  groups "backref fails" "\\([a-z]+\\) \\1" "hey you";
  groups "backref to unset group" "\\(a\\)?b\\1" "b";
  groups "backref too far" "\\(a\\)\\2" "aa";
  groups "nine groups" "\\(a\\)\\(b\\)\\(c\\)\\(d\\)\\(e\\)\\(f\\)\\(g\\)\\(h\\)\\(i\\)\\9" "abcdefghii";
  groups "ten groups" "\\(a\\)\\(b\\)\\(c\\)\\(d\\)\\(e\\)\\(f\\)\\(g\\)\\(h\\)\\(i\\)\\(j\\)" "abcdefghij";
  groups "empty group" "a\\(\\)b" "ab";
  positions "positions" "\\(b+\\)\\(x\\)?\\(c\\)" "abbbc";
  positions "no groups" "b" "abc";
  (* ^ and $ match at newlines *)
  let lines = "first line\nsecond one\nthird" in
  let rec starts pos =
    match Str.search_forward (Str.regexp "^[a-z]+") lines pos with
    | p -> Printf.printf "line starts at %d: %S\n" p (Str.matched_string lines); starts (Str.match_end ())
    | exception Not_found -> ()
  in
  starts 0;
  let rec ends pos =
    match Str.search_forward (Str.regexp "[a-z]+$") lines pos with
    | p -> Printf.printf "line ends at %d: %S\n" p (Str.matched_string lines); ends (Str.match_end ())
    | exception Not_found -> ()
  in
  ends 0;
  Printf.printf "^ after newline: %b\n" (Str.string_match (Str.regexp "^b") "a\nb" 2);
  Printf.printf "^ inside line: %b\n" (Str.string_match (Str.regexp "^b") "ab" 1);
  Printf.printf "$ before newline: %b\n" (Str.string_match (Str.regexp "a$") "a\nb" 0);
  Printf.printf "^$ empty line: %d\n" (Str.search_forward (Str.regexp "^$") "ab\n\ncd" 0);
  (* word boundaries *)
  let words = "foo bar_baz qux9 x-y \233t\233" in
  let rec each pos =
    match Str.search_forward (Str.regexp "\\b[^ -]+\\b") words pos with
    | p -> Printf.printf "word at %d: %S\n" p (Str.matched_string words); each (Str.match_end ())
    | exception Not_found -> ()
  in
  each 0;
  Printf.printf "\\b in empty: %b\n" (Str.string_match (Str.regexp "\\b") "" 0);
  Printf.printf "\\b at start: %b\n" (Str.string_match (Str.regexp "\\bfoo") "foo" 0);
  Printf.printf "\\b inside word: %b\n" (Str.string_match (Str.regexp "fo\\bo") "foo" 0);
  Printf.printf "\\b at end: %b\n" (Str.string_match (Str.regexp "foo\\b") "foo" 0);
  let b = Buffer.create 64 in
  for i = 0 to 255 do
    if not (Str.string_match (Str.regexp "a\\b") ("a" ^ String.make 1 (Char.chr i)) 0) then Buffer.add_string b (string_of_int i ^ " ")
  done;
  print_endline ("word bytes: " ^ Buffer.contents b)
