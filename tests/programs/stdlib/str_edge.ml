(* Str: errors, partial matches, bounds, long texts. *)
let catch name f =
  match f () with
  | () -> Printf.printf "%s: ok\n" name
  | exception Failure m -> Printf.printf "%s: Failure %S\n" name m
  | exception Invalid_argument m -> Printf.printf "%s: Invalid_argument %S\n" name m
  | exception Not_found -> Printf.printf "%s: Not_found\n" name

let partial r s pos =
  let g n = match Str.matched_group n s with g -> Printf.sprintf "%S" g | exception Not_found -> "unmatched" | exception Invalid_argument _ -> "-" in
  if Str.string_partial_match (Str.regexp r) s pos then Printf.printf "partial %S %S: end %d, 1=%s 2=%s\n" r s (Str.match_end ()) (g 1) (g 2)
  else Printf.printf "partial %S %S: no\n" r s

let () =
  catch "unclosed group" (fun () -> ignore (Str.regexp "\\(a"));
  catch "spurious close" (fun () -> ignore (Str.regexp "a\\)"));
  catch "unclosed class" (fun () -> ignore (Str.regexp "[a"));
  catch "empty class" (fun () -> ignore (Str.regexp "[]"));
  catch "negated empty class" (fun () -> ignore (Str.regexp "[^]"));
  catch "reversed range" (fun () -> Printf.printf "%b " (Str.string_match (Str.regexp "[z-a]") "m" 0));
  catch "string_match -1" (fun () -> ignore (Str.string_match (Str.regexp "a") "abc" (-1)));
  catch "string_match 4" (fun () -> ignore (Str.string_match (Str.regexp "a") "abc" 4));
  catch "string_match 3" (fun () -> Printf.printf "%b " (Str.string_match (Str.regexp "") "abc" 3));
  catch "search_forward 4" (fun () -> ignore (Str.search_forward (Str.regexp "a") "abc" 4));
  catch "search_forward -1" (fun () -> ignore (Str.search_forward (Str.regexp "a") "abc" (-1)));
  catch "search_backward 4" (fun () -> ignore (Str.search_backward (Str.regexp "a") "abc" 4));
  catch "search_backward 3" (fun () -> Printf.printf "%d " (Str.search_backward (Str.regexp "") "abc" 3));
  catch "partial_match 4" (fun () -> ignore (Str.string_partial_match (Str.regexp "a") "abc" 4));
  catch "search not found" (fun () -> ignore (Str.search_forward (Str.regexp "z") "abc" 0));
  catch "matched_string after failure" (fun () -> ignore (Str.matched_string "abc"));
  catch "match_beginning after failure" (fun () -> ignore (Str.match_beginning ()));
  catch "match_end after failure" (fun () -> ignore (Str.match_end ()));
  catch "group_end after failure" (fun () -> ignore (Str.group_end 0));
  ignore (Str.string_match (Str.regexp "\\(a\\)\\|\\(b\\)") "b" 0);
  catch "matched_group -1" (fun () -> ignore (Str.matched_group (-1) "b"));
  catch "matched_group 3" (fun () -> ignore (Str.matched_group 3 "b"));
  catch "matched_group unmatched" (fun () -> ignore (Str.matched_group 1 "b"));
  catch "group_beginning unmatched" (fun () -> ignore (Str.group_beginning 1));
  catch "group_end 2" (fun () -> Printf.printf "%d " (Str.group_end 2));
  catch "group_beginning 5" (fun () -> ignore (Str.group_beginning 5));
  catch "matched_group on another string" (fun () -> print_string (Str.matched_group 2 "xyz"));
  (* partial matches: the text is a prefix of a match *)
  partial "abc" "ab" 0;
  partial "abc" "abd" 0;
  partial "abc" "abcd" 0;
  partial "abc\\|x" "ab" 0;
  partial "x\\|ab" "a" 0;
  partial "\\(a\\)\\(b\\)c" "ab" 0;
  partial "\\(a*\\)b" "aa" 0;
  partial "\\(a\\)*b" "aa" 0;
  partial "\\(a?\\)b" "a" 0;
  partial "\\(ab\\)\\1" "aba" 0;
  partial "ab\\b" "ab" 0;
  partial "\\b" "" 0;
  partial "x" "" 0;
  partial "[0-9]+\\.[0-9]+" "12." 0;
  partial "[0-9]+\\.[0-9]+" "12x" 0;
  partial "a$" "a" 0;
  partial "b" "ab" 1;
  partial "b" "ab" 2;
  (* a repetition of one character that what follows cannot start with is possessive: where it
     reaches the end, a partial match is not accepted there *)
  partial "a*^^x" "x c B\nB" 7;
  partial " *\\bb" "BbcaA " 5;
  partial "x?\\b ^" "A\n" 2;
  partial "a*^x" "a" 0;
  partial "a*a" "a" 1;
  partial ".+\\(\\)\n" "b" 0;
  partial " *\\(\\)ab" "" 0;
  partial "[ab]+c" "ab" 0;
  (* a back-reference to a group the regexp lacks counts that group: unmatched, not absent *)
  List.iter
    (fun r ->
      if Str.string_match (Str.regexp r) "a" 0 then
        Printf.printf "%S: %s\n" r
          (String.concat " "
             (List.init 5 (fun n ->
                  match Str.matched_group n "a" with
                  | g -> Printf.sprintf "%S" g
                  | exception Not_found -> "unmatched"
                  | exception Invalid_argument _ -> "-"))))
    [ "\\1?"; "\\3?\\(a\\)"; "\\(a\\)\\3?"; "a\\|\\2" ];
  (* long texts (a repetition over a long text takes no stack) *)
  let long = String.make 20000 'a' ^ "b" in
  Printf.printf "long star: %b %d\n" (Str.string_match (Str.regexp "a*b") long 0) (Str.match_end ());
  Printf.printf "long backtrack: %b\n" (Str.string_match (Str.regexp ".*a") long 0);
  Printf.printf "long search: %d\n" (Str.search_forward (Str.regexp "ab") long 0);
  Printf.printf "long split: %d\n" (List.length (Str.split (Str.regexp "a") (String.concat "a" (List.init 1000 string_of_int))));
  Printf.printf "long replace: %d\n" (String.length (Str.global_replace (Str.regexp "a") "xy" (String.sub long 0 1000)));
  (* a regexp is reusable, and independent of others *)
  let r1 = Str.regexp "\\([0-9]+\\)" and r2 = Str.regexp "\\([a-z]+\\)" in
  List.iter
    (fun s ->
      let n = if Str.string_match r1 s 0 then Str.matched_group 1 s else "-" in
      let w = if Str.string_match r2 s 0 then Str.matched_group 1 s else "-" in
      Printf.printf "%s/%s " n w)
    [ "12ab"; "ab12"; "" ];
  print_newline ();
  (* bytes above 127 *)
  Printf.printf "latin1: %d\n" (Str.search_forward (Str.regexp "[\200-\255]+") "abc\200\255def" 0);
  Printf.printf "dot on high bytes: %S\n" (if Str.string_match (Str.regexp "...") "\255\000\n" 0 then Str.matched_string "\255\000\n" else "no")
