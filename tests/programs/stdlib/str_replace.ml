(* Str: replacement templates, substitution functions, the last match in them. *)
let () =
  let r = Str.regexp "\\([a-z]+\\)=\\([0-9]+\\)" in
  let text = "a=1, bb=22, ccc=333" in
  print_endline (Str.global_replace r "\\2:\\1" text);
  print_endline (Str.replace_first r "[\\0]" text);
  print_endline (Str.global_replace r "\\\\1 is \\1" text);
  print_endline (Str.global_replace r "\\x\\1" text);
  print_endline (Str.global_replace (Str.regexp "o") "0" "foo boo");
  print_endline (Str.global_replace (Str.regexp "z") "0" "foo boo");
  print_endline (Str.replace_first (Str.regexp "z") "0" "foo");
  print_endline (Str.global_replace (Str.regexp "") "-" "abc");
  print_endline (Str.global_replace (Str.regexp "b*") "-" "abbc");
  print_endline (Str.global_replace (Str.regexp "x*") "<\\0>" "axxb");
  print_endline (Str.global_replace (Str.regexp "$") ";" "l1\nl2\nl3");
  print_endline (Str.global_replace (Str.regexp "^") "> " "l1\nl2\nl3");
  print_endline (Str.replace_first (Str.regexp "") "^" "abc");
  print_endline (Str.global_replace (Str.regexp "[ \t]+") " " "a  b\t\t c   d");
  print_endline (Str.global_replace (Str.regexp "\\(a\\)\\|b") "[\\1]" "a" );
  (try print_endline (Str.global_replace (Str.regexp "\\(a\\)\\|b") "[\\1]" "ab")
   with Failure m -> Printf.printf "Failure %S\n" m);
  (try print_endline (Str.global_replace (Str.regexp "a") "\\1" "ab") with Failure m -> Printf.printf "Failure %S\n" m);
  (try print_endline (Str.global_replace (Str.regexp "a") "x\\" "ab") with Failure m -> Printf.printf "Failure %S\n" m);
  print_endline (Str.global_replace (Str.regexp "q") "x\\" "ab");
  let count = ref 0 in
  print_endline
    (Str.global_substitute (Str.regexp "[0-9]+")
       (fun s ->
         incr count;
         string_of_int (int_of_string (Str.matched_string s) * 2))
       "1 plus 20 is 21");
  Printf.printf "%d substitutions\n" !count;
  print_endline
    (Str.substitute_first (Str.regexp "\\([a-z]+\\) \\([a-z]+\\)")
       (fun s -> Str.matched_group 2 s ^ " " ^ Str.matched_group 1 s)
       "hello world and more");
  print_endline (Str.global_substitute (Str.regexp "") (fun _ -> "|") "");
  print_endline (Str.global_substitute (Str.regexp "a*") (fun s -> string_of_int (Str.match_beginning ())) "baaac");
  (* replace_matched uses the last match *)
  let s = "2024-01-15" in
  if Str.string_match (Str.regexp "\\([0-9]+\\)-\\([0-9]+\\)-\\([0-9]+\\)") s 0 then
    print_endline (Str.replace_matched "\\3/\\2/\\1 (\\0)" s);
  ignore (Str.string_match (Str.regexp "x") "abc" 0);
  (try print_endline (Str.replace_matched "\\0" "abc") with Failure m -> Printf.printf "Failure %S\n" m);
  print_endline (Str.replace_matched "plain" "abc");
  (* case folding *)
  print_endline (Str.global_replace (Str.regexp_case_fold "hello") "bye" "Hello HELLO hello hElLo");
  print_endline (Str.global_replace (Str.regexp_case_fold "[a-c]+") "_" "xABCabcCx");
  print_endline (Str.global_replace (Str.regexp_case_fold "[^a]") "_" "aAbB");
  print_endline (Str.global_replace (Str.regexp_string_case_fold "a.B") "!" "A.b a.b AxB");
  print_endline (Str.global_replace (Str.regexp_case_fold "\233t\233") "summer" "\201T\201 \233t\233");
  Printf.printf "backref is exact: %b\n" (Str.string_match (Str.regexp_case_fold "\\(a\\)\\1") "aA" 0);
  let b = Buffer.create 64 in
  let all = String.init 256 Char.chr in
  for i = 0 to 255 do
    let r = Str.regexp_case_fold (Str.quote (String.make 1 (Char.chr i))) in
    let rec from p =
      match Str.search_forward r all p with
      | j -> if i < j then Buffer.add_string b (Printf.sprintf "%d=%d " i j); from (j + 1)
      | exception Not_found -> ()
    in
    from 0
  done;
  print_endline ("folded: " ^ Buffer.contents b)
