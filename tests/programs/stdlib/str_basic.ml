(* Str: matching and searching, the syntax of regular expressions, the last match. *)
let show_match name r s pos =
  match Str.string_match r s pos with
  | true -> Printf.printf "%s: match %d-%d %S\n" name (Str.match_beginning ()) (Str.match_end ()) (Str.matched_string s)
  | false -> Printf.printf "%s: no match\n" name

let show_search name r s pos =
  match Str.search_forward r s pos with
  | p -> Printf.printf "%s: found at %d, %S\n" name p (Str.matched_string s)
  | exception Not_found -> Printf.printf "%s: Not_found\n" name

let show_back name r s pos =
  match Str.search_backward r s pos with
  | p -> Printf.printf "%s: found back at %d, %S\n" name p (Str.matched_string s)
  | exception Not_found -> Printf.printf "%s: Not_found\n" name

let () =
  let text = "The quick brown fox jumps over the lazy dog" in
  show_match "literal" (Str.regexp "The") text 0;
  show_match "literal at 4" (Str.regexp "quick") text 4;
  show_match "not at start" (Str.regexp "quick") text 0;
  show_match "prefix only" (Str.regexp "Th") text 0;
  show_search "dot" (Str.regexp "o.e") text 0;
  show_search "star" (Str.regexp "b[a-z]*") text 0;
  show_search "plus" (Str.regexp "z+y") text 0;
  show_search "option" (Str.regexp "jumps?") text 0;
  show_search "class" (Str.regexp "[aeiou][aeiou]") text 0;
  show_search "negated class" (Str.regexp "[^ a-z]") text 1;
  show_search "range with dash" (Str.regexp "[x-z-]+") "ab-zy-x" 0;
  show_search "bracket first" (Str.regexp "[]x]+") "a]x]b" 0;
  show_search "alternative" (Str.regexp "cat\\|dog\\|fox") text 0;
  show_search "alternation order" (Str.regexp "o\\|ov") text 26;
  show_search "from 20" (Str.regexp "o") text 20;
  show_search "none" (Str.regexp "cow") text 0;
  show_search "at end" (Str.regexp "g$") text 0;
  show_search "empty at end" (Str.regexp "$") text 0;
  show_search "star matches empty" (Str.regexp "x*") text 0;
  show_back "backward" (Str.regexp "o") text (String.length text);
  show_back "backward from 15" (Str.regexp "o[a-z]") text 15;
  show_back "backward extends past" (Str.regexp "fox jumps") text 16;
  show_back "backward none" (Str.regexp "cat") text 10;
  show_search "quoted dot" (Str.regexp "a\\.b") "axb a.b" 0;
  show_search "quoted star" (Str.regexp "2\\*3") "2*3" 0;
  show_search "quoted bracket" (Str.regexp "\\[x\\]") "a[x]" 0;
  show_search "dollar in middle" (Str.regexp "a$b") "a$b a\nb" 0;
  show_search "caret not at start" (Str.regexp "a^b") "a^b" 0;
  show_search "leading star is literal" (Str.regexp "*a") "b*a" 0;
  show_search "leading plus is literal" (Str.regexp "+1") "1+1" 0;
  show_search "star of star" (Str.regexp "ab**c") "abbbc" 0;
  show_search "trailing backslash" (Str.regexp "a\\") "xa\\" 0;
  show_search "escaped other char" (Str.regexp "\\n\\t") "nt" 0;
  show_search "backslash in class" (Str.regexp "[\\]+") "a\\\\b" 0;
  show_search "newline not dot" (Str.regexp "a.b") "a\nb acb" 0;
  show_search "newline in class" (Str.regexp "a[^x]b") "a\nb" 0;
  show_search "quote" (Str.regexp (Str.quote "1+1=2? [yes] $5 ^_^ a.b*c\\d")) "so 1+1=2? [yes] $5 ^_^ a.b*c\\d!" 0;
  print_endline (Str.quote "$^\\.*+?[]abc");
  show_search "regexp_string" (Str.regexp_string "a.b*") "aab a.b*" 0;
  show_search "regexp_string empty" (Str.regexp_string "") "abc" 1;
  show_match "greedy star backtracks" (Str.regexp "a*ab") "aaab" 0;
  show_match "class star backtracks" (Str.regexp "[a-c]*c") "abcabc" 0;
  show_match "dot star backtracks" (Str.regexp ".*o") "foo boo bar" 0;
  show_match "nested stars" (Str.regexp "\\(a*b\\)*c") "aabababc" 0;
  show_match "star of empty group" (Str.regexp "\\(\\)*x") "x" 0;
  show_match "first alternative wins" (Str.regexp "a\\|ab") "ab" 0;
  show_match "empty alternative" (Str.regexp "x\\|") "abc" 0;
  show_match "at length" (Str.regexp "$") "abc" 3;
  show_match "empty string" (Str.regexp "") "" 0;
  (* the last match is global: a search that fails clears it *)
  ignore (Str.search_forward (Str.regexp "b+") "abbbc" 0);
  Printf.printf "last: %d-%d\n" (Str.match_beginning ()) (Str.match_end ());
  (try ignore (Str.search_forward (Str.regexp "z") "abc" 0) with Not_found -> print_endline "Not_found");
  (try ignore (Str.match_end ()) with Invalid_argument m -> Printf.printf "Invalid_argument %S\n" m);
  ignore (Str.string_match (Str.regexp "a") "abc" 0);
  let r = Str.regexp "[0-9]+" in
  let rec all pos acc =
    match Str.search_forward r "a1 b22 c333 d" pos with
    | p -> all (Str.match_end ()) (Str.matched_string "a1 b22 c333 d" :: acc)
    | exception Not_found -> List.rev acc
  in
  print_endline (String.concat "," (all 0 []))
