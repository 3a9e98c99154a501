(* A backtracking regular-expression engine: a parser for literals, '.', character classes
   with ranges and negation, '*', '+', '?', alternation, groups and anchors, and a matcher
   written with continuations; used to search, to test whole matches and to split. *)
type re =
  | Char of char
  | Any
  | Class of (char * char) list * bool (* ranges, negated *)
  | Seq of re * re
  | Alt of re * re
  | Star of re
  | Plus of re
  | Opt of re
  | Empty
  | Bol
  | Eol

exception Parse_error of string

let parse s =
  let n = String.length s in
  let pos = ref 0 in
  let peek () = if !pos < n then Some s.[!pos] else None in
  let eat () = let c = s.[!pos] in incr pos; c in
  let rec alt () =
    let l = seq () in
    if peek () = Some '|' then (incr pos; Alt (l, alt ())) else l
  and seq () =
    match peek () with
    | None | Some '|' | Some ')' -> Empty
    | _ -> let a = postfix () in (match seq () with Empty -> a | b -> Seq (a, b))
  and postfix () =
    let a = atom () in
    let rec loop a = match peek () with
      | Some '*' -> incr pos; loop (Star a)
      | Some '+' -> incr pos; loop (Plus a)
      | Some '?' -> incr pos; loop (Opt a)
      | _ -> a in
    loop a
  and atom () =
    match eat () with
    | '.' -> Any
    | '^' -> Bol
    | '$' -> Eol
    | '(' -> let r = alt () in if peek () = Some ')' then (incr pos; r) else raise (Parse_error "missing )")
    | '[' ->
      let negated = if peek () = Some '^' then (incr pos; true) else false in
      let ranges = ref [] in
      while peek () <> Some ']' do
        if peek () = None then raise (Parse_error "missing ]");
        let lo = eat () in
        if peek () = Some '-' && !pos + 1 < n && s.[!pos + 1] <> ']' then (incr pos; let hi = eat () in ranges := (lo, hi) :: !ranges)
        else ranges := (lo, lo) :: !ranges
      done;
      incr pos;
      Class (List.rev !ranges, negated)
    | '\\' -> if !pos < n then Char (eat ()) else raise (Parse_error "trailing backslash")
    | ('*' | '+' | '?') as c -> raise (Parse_error (Printf.sprintf "nothing to repeat before %c" c))
    | c -> Char c in
  let r = alt () in
  if !pos <> n then raise (Parse_error "unbalanced )");
  r

(* m re str i k: try to match re at i, then call k with the end position *)
let rec m re str i k =
  let n = String.length str in
  match re with
  | Empty -> k i
  | Char c -> i < n && str.[i] = c && k (i + 1)
  | Any -> i < n && k (i + 1)
  | Class (ranges, neg) -> i < n && (List.exists (fun (lo, hi) -> str.[i] >= lo && str.[i] <= hi) ranges <> neg) && k (i + 1)
  | Seq (a, b) -> m a str i (fun j -> m b str j k)
  | Alt (a, b) -> m a str i k || m b str i k
  | Opt a -> m a str i k || k i
  | Star a -> m a str i (fun j -> j > i && m (Star a) str j k) || k i
  | Plus a -> m a str i (fun j -> m (Star a) str j k)
  | Bol -> i = 0 && k i
  | Eol -> i = n && k i

let full_match re s = m re s 0 (fun j -> j = String.length s)

let search re s =
  let n = String.length s in
  let rec from i =
    if i > n then None
    else
      let best = ref (-1) in
      ignore (m re s i (fun j -> if j > !best then best := j; false));
      if !best >= 0 then Some (i, !best) else from (i + 1) in
  from 0

let find_all re s =
  let n = String.length s in
  let rec go i acc =
    if i > n then List.rev acc
    else
      let best = ref (-1) in
      ignore (m re s i (fun j -> if j > !best then best := j; false));
      if !best > i then go !best (String.sub s i (!best - i) :: acc) else go (i + 1) acc in
  go 0 []

let () =
  let tests = [
    ("a*b", [ "b"; "aaab"; "aaa"; "ab" ]);
    ("(ab|cd)+", [ "ab"; "abcd"; "abab"; "abc"; "" ]);
    ("[a-z]+[0-9]?", [ "hello"; "hello7"; "hello77"; "Hello" ]);
    ("colou?r", [ "color"; "colour"; "colouur" ]);
    ("[^0-9]*", [ "abc"; "ab1"; "" ]);
    ("(a|b)*abb", [ "abb"; "aababb"; "abab" ]);
    ("\\.\\*", [ ".*"; "a*" ]);
    ("((x))?y", [ "y"; "xy"; "xxy" ]) ] in
  List.iter (fun (pat, inputs) ->
    let re = parse pat in
    Printf.printf "%-16s %s\n" pat (String.concat " " (List.map (fun s -> Printf.sprintf "%S:%b" s (full_match re s)) inputs))) tests;
  let text = "Call 555-1234 or 555-9876 before 10:30, not 5551234." in
  let phone = parse "[0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]" in
  Printf.printf "phones: %s\n" (String.concat ", " (find_all phone text));
  (match search (parse "[0-9]+:[0-9]+") text with
   | Some (i, j) -> Printf.printf "time at %d-%d: %s\n" i j (String.sub text i (j - i))
   | None -> print_endline "no time");
  Printf.printf "words: %s\n" (String.concat "|" (find_all (parse "[A-Za-z]+") text));
  Printf.printf "anchored: %b %b\n" (search (parse "^Call") text <> None) (search (parse "^555") text <> None);
  Printf.printf "at end: %s\n" (match search (parse "[0-9]+\\.$") text with Some (i, j) -> String.sub text i (j - i) | None -> "-");
  List.iter (fun p -> match parse p with _ -> Printf.printf "%S parsed\n" p | exception Parse_error e -> Printf.printf "%S: %s\n" p e)
    [ "(ab"; "ab)"; "*a"; "[abc"; "a\\"; "a||b" ];
  let evil = parse "(a*)*b" in
  Printf.printf "pathological pattern on 18 a's: %b\n" (full_match evil (String.make 18 'a' ^ "b"))
