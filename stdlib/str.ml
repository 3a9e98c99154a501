(* Regular expressions with the semantics of OCaml's Str library: a backtracking matcher that
   takes the first match found in the order the alternatives and the (greedy) repetitions
   are tried, not the longest one.

   A regular expression is parsed into a small syntax tree, then compiled once into closures
   in continuation-passing style: each node becomes a function of the position that calls the
   code for what follows it (known when the node is compiled) and returns whether the whole
   match succeeded from there. Backtracking is returning [false]: a node that writes a group's
   register or a repetition's mark writes back the old value before returning [false], so that
   each alternative is tried in the state it was entered in. The text being matched and the
   partial-match flag are in global references (matching calls no user code, so it is never
   re-entered). *)

type node =
  | Char of char
  | Set of string * bool  (* 256 bytes, '\001' for the members; whether complemented *)
  | Seq of node list
  | Alt of node * node
  | Star of node
  | Plus of node
  | Opt of node
  | Group of int * node
  | Ref of int
  | Bol
  | Eol
  | Word_boundary

type regexp = {
  ngroups : int;  (* the groups, group 0 (the whole match) included *)
  regs : int array;  (* start and end of each group, -1 when unset *)
  run : int -> bool;  (* matches at a position; sets the registers *)
  starts : string option;
      (* when the regexp cannot match the empty string: the bytes a match can start with (a
         search passes over the positions of other bytes) *)
}

(* The text being matched, its length and whether a partial match is accepted. *)
let cur_text = ref ""
let cur_len = ref 0
let cur_partial = ref false

(* Raised where a partial match reaches the end of the text needing more. *)
exception Partial_accept

let at_end () = if !cur_partial then raise Partial_accept else false

(* Latin-1 case folding, as Str does: A-Z and the accented capitals 192..222 (but 215, the
   multiplication sign) to their small letters. *)
let fold_table =
  String.init 256 (fun i ->
      if (i >= 65 && i <= 90) || (i >= 192 && i <= 222 && i <> 215) then Char.chr (i + 32) else Char.chr i)

let fold c = String.unsafe_get fold_table (Char.code c)

(* Letters for \b: digits, ASCII letters, '_' and the Latin-1 letters 192..255 (but 215 and 247). *)
let is_word c =
  match c with
  | '0' .. '9' | 'A' .. 'Z' | 'a' .. 'z' | '_' -> true
  | '\192' .. '\255' -> c <> '\215' && c <> '\247'
  | _ -> false

(* ---------------------------------------------------------------------------------------- *)
(* Parsing *)

let newline = String.init 256 (fun i -> if i = 10 then '\001' else '\000')

let parse (s : string) : node * int =
  let len = String.length s in
  let groups = ref 1 in
  (* a back-reference to a group the regexp does not have counts that group too: it is
     reported unmatched (Not_found), not absent (Invalid_argument) *)
  let groups_referred = ref 0 in
  let at_close_or_bar i = i + 1 < len && s.[i] = '\\' && (s.[i + 1] = '|' || s.[i + 1] = ')') in
  let rec alternatives i =
    let r, j = sequence i [] in
    if j + 1 < len && s.[j] = '\\' && s.[j + 1] = '|' then
      let r', j' = alternatives (j + 2) in
      (Alt (r, r'), j')
    else (r, j)
  and sequence i acc =
    if i >= len || at_close_or_bar i then (Seq (List.rev acc), i)
    else
      let r, j = atom i in
      let r, j = postfix r j in
      sequence j (r :: acc)
  and postfix r i =
    if i >= len then (r, i)
    else
      match s.[i] with
      | '*' -> postfix (Star r) (i + 1)
      | '+' -> postfix (Plus r) (i + 1)
      | '?' -> postfix (Opt r) (i + 1)
      | _ -> (r, i)
  and atom i =
    match s.[i] with
    | '.' -> (Set (newline, true), i + 1)
    | '^' -> (Bol, i + 1)
    | '$' -> (Eol, i + 1)
    | '[' -> char_class (i + 1)
    | '\\' -> escaped (i + 1)
    | c -> (Char c, i + 1)
  and escaped i =
    if i >= len then (Char '\\', i)
    else
      match s.[i] with
      | '(' ->
          let n = !groups in
          incr groups;
          let r, j = alternatives (i + 1) in
          if j + 1 < len && s.[j] = '\\' && s.[j + 1] = ')' then (Group (n, r), j + 2)
          else failwith "\\( group not closed by \\)"
      | '1' .. '9' as c ->
          let n = Char.code c - 48 in
          if n >= !groups_referred then groups_referred := n + 1;
          (Ref n, i + 1)
      | 'b' -> (Word_boundary, i + 1)
      | c -> (Char c, i + 1)
  and char_class i =
    let negated = i < len && s.[i] = '^' in
    let first = if negated then i + 1 else i in
    let members = Bytes.make 256 '\000' in
    let rec loop j =
      if j >= len then failwith "[ class not closed by ]"
      else if s.[j] = ']' && j > first then j + 1
      else if j + 2 < len && s.[j + 1] = '-' && s.[j + 2] <> ']' then begin
        for c = Char.code s.[j] to Char.code s.[j + 2] do
          Bytes.set members c '\001'
        done;
        loop (j + 3)
      end
      else begin
        Bytes.set members (Char.code s.[j]) '\001';
        loop (j + 1)
      end
    in
    let j = loop first in
    (Set (Bytes.to_string members, negated), j)
  in
  let r, j = alternatives 0 in
  if j < len then failwith "spurious \\) in regular expression";
  (r, max !groups !groups_referred)

(* ---------------------------------------------------------------------------------------- *)
(* Compilation to closures *)

(* A set as the matcher tests it: indexed by the text's byte. Under case folding, a byte is
   in it when its folded form is the folded form of a member, and the complement of a [^...]
   class is taken after folding (so [^a] matches neither 'a' nor 'A'). *)
let test_table fold_case (members, negated) =
  let folded =
    if not fold_case then members
    else begin
      let f = Bytes.make 256 '\000' in
      String.iteri (fun i m -> if m <> '\000' then Bytes.set f (Char.code (fold (Char.chr i))) '\001') members;
      Bytes.to_string f
    end
  in
  String.init 256 (fun i ->
      let c = if fold_case then fold (Char.chr i) else Char.chr i in
      if (String.unsafe_get folded (Char.code c) <> '\000') <> negated then '\001' else '\000')

let all_set = String.make 256 '\001'
let none_set = String.make 256 '\000'
let union a b = String.init 256 (fun i -> if a.[i] <> '\000' || b.[i] <> '\000' then '\001' else '\000')

let disjoint a b =
  let rec from i = i >= 256 || ((a.[i] = '\000' || b.[i] = '\000') && from (i + 1)) in
  from 0

let compile fold_case (tree : node) (ngroups : int) (nmarks : int) : regexp =
  let regs = Array.make (2 * ngroups) (-1) in
  let marks = Array.make (max nmarks 1) (-1) in
  let next_mark = ref 0 in
  let rec comp node (k : int -> bool) : int -> bool =
    match node with
    | Char c ->
        if fold_case then begin
          let c = fold c in
          fun i ->
            if i < !cur_len then fold (String.unsafe_get !cur_text i) = c && k (i + 1) else at_end ()
        end
        else fun i -> if i < !cur_len then String.unsafe_get !cur_text i = c && k (i + 1) else at_end ()
    | Set (members, negated) ->
        let table = test_table fold_case (members, negated) in
        fun i ->
          if i < !cur_len then String.unsafe_get table (Char.code (String.unsafe_get !cur_text i)) <> '\000' && k (i + 1)
          else at_end ()
    | Seq nodes -> sequence nodes k
    | Alt (a, b) ->
        let ma = comp a k and mb = comp b k in
        fun i -> ma i || mb i
    | Opt r ->
        let mr = comp r k in
        fun i -> mr i || k i
    | Star (Char _ as r) | Star (Set _ as r) -> repeat (single r) 0 k
    | Plus (Char _ as r) | Plus (Set _ as r) -> repeat (single r) 1 k
    | Star r ->
        let loop = star r k in
        loop
    | Plus r ->
        let loop = star r k in
        comp r loop
    | Group (n, r) ->
        let s = 2 * n and e = (2 * n) + 1 in
        let close j =
          let old = regs.(e) in
          regs.(e) <- j;
          k j || (regs.(e) <- old; false)
        in
        let mr = comp r close in
        fun i ->
          let old = regs.(s) in
          regs.(s) <- i;
          mr i || (regs.(s) <- old; false)
    | Ref n ->
        fun i ->
          if n >= ngroups then false
          else
            let s = regs.(2 * n) and e = regs.((2 * n) + 1) in
            if s < 0 || e < 0 then false
            else
              let text = !cur_text and len = !cur_len in
              let rec same p q = if p >= e then k q else if q >= len then at_end () else text.[p] = text.[q] && same (p + 1) (q + 1) in
              same s i
    | Bol -> fun i -> (i = 0 || String.unsafe_get !cur_text (i - 1) = '\n') && k i
    | Eol -> fun i -> (i = !cur_len || String.unsafe_get !cur_text i = '\n') && k i
    | Word_boundary ->
        fun i ->
          let text = !cur_text and len = !cur_len in
          if i = 0 then if len = 0 then at_end () else is_word text.[0] && k i
          else if i = len then is_word text.[i - 1] && k i
          else is_word text.[i - 1] <> is_word text.[i] && k i
  (* A sequence, each node compiled with what follows it. A repetition or an option of one
     character followed, in its sequence, by something that must start with a character it
     does not match, is possessive: it takes all it can and is never tried shorter (which
     could not succeed anyway), and where it reaches the end of the text a partial match is
     not accepted there (Str's own matcher does the same: it is only seen in partial
     matches). *)
  and sequence nodes k =
    match nodes with
    | [] -> k
    | node :: rest -> (
        let after = sequence rest k in
        let possessive r =
          let table = single r in
          if disjoint table (first_of_sequence rest) then Some table else None
        in
        match node with
        | Star ((Char _ | Set _) as r) -> (
            match possessive r with Some table -> run_of table 0 after | None -> comp node after)
        | Plus ((Char _ | Set _) as r) -> (
            match possessive r with Some table -> run_of table 1 after | None -> comp node after)
        | Opt ((Char _ | Set _) as r) -> (
            match possessive r with
            | Some table ->
                fun i ->
                  if i < !cur_len && String.unsafe_get table (Char.code (String.unsafe_get !cur_text i)) <> '\000' then after (i + 1)
                  else after i
            | None -> comp node after)
        | _ -> comp node after)
  and run_of table least k =
    fun i ->
      let text = !cur_text and len = !cur_len in
      if least > 0 && i >= len then at_end ()
      else begin
        let j = ref i in
        while !j < len && String.unsafe_get table (Char.code (String.unsafe_get text !j)) <> '\000' do
          incr j
        done;
        !j - i >= least && k !j
      end
  (* The bytes what a sequence matches may start with, as Str reckons them to make a
     repetition possessive: anchors, \b, repetitions and options are looked through, and
     anything else decides (all bytes when it may match the empty string, or is the end). *)
  and first_of_sequence nodes =
    match nodes with
    | [] -> all_set
    | (Bol | Eol | Word_boundary) :: rest -> first_of_sequence rest
    | (Star r | Opt r) :: rest -> union (first_of_node r) (first_of_sequence rest)
    | r :: _ -> first_of_node r
  and first_of_node node =
    match node with
    | Char _ | Set _ -> single node
    | Seq l -> first_of_sequence l
    | Alt (a, b) -> union (first_of_node a) (first_of_node b)
    | Plus r | Group (_, r) -> first_of_node r
    | Star _ | Opt _ | Ref _ | Bol | Eol | Word_boundary -> all_set
  (* the bytes the first character a node consumes may be, and whether it can match the empty
     string (anchors and \b consume nothing; a back-reference may be anything) *)
  and first node =
    match node with
    | Char _ | Set _ -> (single node, false)
    | Bol | Eol | Word_boundary -> (none_set, true)
    | Ref _ -> (all_set, true)
    | Seq l ->
        List.fold_left
          (fun (set, nullable) r ->
            if not nullable then (set, false)
            else
              let s, n = first r in
              (union set s, n))
          (none_set, true) l
    | Alt (a, b) ->
        let sa, na = first a and sb, nb = first b in
        (union sa sb, na || nb)
    | Star r | Opt r ->
        let sr, _ = first r in
        (sr, true)
    | Plus r | Group (_, r) -> first r
  (* The bytes a one-character node matches (under case folding, those whose folded form it
     matches). *)
  and single node =
    match node with
    | Char c -> String.init 256 (fun i -> if (if fold_case then fold (Char.chr i) = fold c else Char.chr i = c) then '\001' else '\000')
    | Set (members, negated) -> test_table fold_case (members, negated)
    | _ -> assert false
  (* A greedy repetition of a one-character node, at least [least] times, as a loop: as many
     as match, then what follows tried from the longest. It is what the recursive repetition
     below does for such a node (a partial match accepted where the run reaches the end of the
     text), without a call per character: a repetition over a long text uses no stack. *)
  and repeat table least k =
    fun i ->
      let text = !cur_text and len = !cur_len in
      let j = ref i in
      while !j < len && String.unsafe_get table (Char.code (String.unsafe_get text !j)) <> '\000' do
        incr j
      done;
      if !j - i < least then (if !j = len then at_end () else false)
      else begin
        if !j = len && !cur_partial then raise Partial_accept;
        let p = ref !j and found = ref false in
        while (not !found) && !p >= i + least do
          if k !p then found := true else decr p
        done;
        !found
      end
  (* Greedy repetition: one more iteration first, then what follows. An iteration that matched
     the empty string fails (the position is compared with the mark set when it started), so
     that a repetition of something that can match nothing ends. *)
  and star r k =
    let m = !next_mark in
    incr next_mark;
    let loop = ref (fun (_ : int) -> false) in
    let mr = comp r (fun j -> j <> marks.(m) && !loop j) in
    let run i =
      let old = marks.(m) in
      marks.(m) <- i;
      mr i || (marks.(m) <- old; k i)
    in
    loop := run;
    run
  in
  let accept j =
    regs.(1) <- j;
    true
  in
  let start = comp tree accept in
  let set, nullable = first tree in
  { ngroups; regs; run = start; starts = (if nullable then None else Some set) }

let rec count_marks = function
  | Char _ | Set _ | Ref _ | Bol | Eol | Word_boundary -> 0
  | Seq l -> List.fold_left (fun n r -> n + count_marks r) 0 l
  | Alt (a, b) -> count_marks a + count_marks b
  | Opt r | Group (_, r) -> count_marks r
  | Star r -> 1 + count_marks r
  | Plus r -> 1 + (2 * count_marks r)

let make fold_case tree ngroups = compile fold_case tree ngroups (count_marks tree)

let regexp s =
  let tree, n = parse s in
  make false tree n

let regexp_case_fold s =
  let tree, n = parse s in
  make true tree n

let regexp_string s = make false (Seq (List.init (String.length s) (fun i -> Char s.[i]))) 1
let regexp_string_case_fold s = make true (Seq (List.init (String.length s) (fun i -> Char s.[i]))) 1

let quote s =
  let b = Buffer.create (String.length s * 2) in
  String.iter
    (fun c ->
      (match c with '$' | '^' | '\\' | '.' | '*' | '+' | '?' | '[' | ']' -> Buffer.add_char b '\\' | _ -> ());
      Buffer.add_char b c)
    s;
  Buffer.contents b

(* ---------------------------------------------------------------------------------------- *)
(* Matching, searching and the last match *)

(* The last match's registers: empty after a failed match. A group whose start or end is
   unset is reported unmatched. *)
let last_match : int array ref = ref [||]

let exec re s pos partial =
  cur_text := s;
  cur_len := String.length s;
  cur_partial := partial;
  let regs = re.regs in
  for i = 0 to Array.length regs - 1 do
    regs.(i) <- -1
  done;
  regs.(0) <- pos;
  let ok =
    try re.run pos
    with Partial_accept ->
      regs.(1) <- String.length s;
      true
  in
  cur_text := "";
  if ok then begin
    (* (copied by hand: Array's functions would link the Array unit into every program using Str) *)
    let r = Array.make (Array.length regs) (-1) in
    for i = 0 to Array.length regs - 1 do
      r.(i) <- regs.(i)
    done;
    for g = 1 to re.ngroups - 1 do
      if r.(2 * g) < 0 || r.((2 * g) + 1) < 0 then begin
        r.(2 * g) <- -1;
        r.((2 * g) + 1) <- -1
      end
    done;
    r
  end
  else [||]

let string_match re s pos =
  if pos < 0 || pos > String.length s then invalid_arg "Str.string_match";
  let r = exec re s pos false in
  last_match := r;
  Array.length r > 0

let string_partial_match re s pos =
  if pos < 0 || pos > String.length s then invalid_arg "Str.string_partial_match";
  let r = exec re s pos true in
  last_match := r;
  Array.length r > 0

let search_forward re s start =
  let len = String.length s in
  if start < 0 || start > len then invalid_arg "Str.search_forward";
  let p = ref start and r = ref [||] in
  (match re.starts with
   | None ->
       while Array.length !r = 0 && !p <= len do
         r := exec re s !p false;
         if Array.length !r = 0 then incr p
       done
   | Some starts ->
       while Array.length !r = 0 && !p < len do
         if String.unsafe_get starts (Char.code (String.unsafe_get s !p)) <> '\000' then r := exec re s !p false;
         if Array.length !r = 0 then incr p
       done);
  last_match := !r;
  if Array.length !r = 0 then raise Not_found else !p

let search_backward re s last =
  if last < 0 || last > String.length s then invalid_arg "Str.search_backward";
  let p = ref last and r = ref [||] in
  while Array.length !r = 0 && !p >= 0 do
    r := exec re s !p false;
    if Array.length !r = 0 then decr p
  done;
  last_match := !r;
  if Array.length !r = 0 then raise Not_found else !p

let group_beginning n =
  let r = !last_match in
  if n < 0 || (2 * n) >= Array.length r then invalid_arg "Str.group_beginning";
  let p = r.(2 * n) in
  if p < 0 then raise Not_found else p

let group_end n =
  let r = !last_match in
  if n < 0 || (2 * n) >= Array.length r then invalid_arg "Str.group_end";
  let p = r.((2 * n) + 1) in
  if p < 0 then raise Not_found else p

let matched_group n s =
  let r = !last_match in
  if n < 0 || (2 * n) >= Array.length r then invalid_arg "Str.matched_group";
  let b = r.(2 * n) and e = r.((2 * n) + 1) in
  if b < 0 then raise Not_found else String.sub s b (e - b)

let match_beginning () = group_beginning 0
let match_end () = group_end 0
let matched_string s = matched_group 0 s

(* ---------------------------------------------------------------------------------------- *)
(* Replacement *)

(* The template with \0..\9 replaced by the groups of the last match, \\ by a backslash; a
   backslash before any other character stays, with the character. *)
let replace_matched templ s =
  let r = !last_match in
  let b = Buffer.create (String.length templ) in
  let len = String.length templ in
  let rec go i =
    if i < len then
      match templ.[i] with
      | '\\' ->
          if i + 1 >= len then failwith "Str.replace: illegal backslash sequence";
          (match templ.[i + 1] with
           | '\\' -> Buffer.add_char b '\\'
           | '0' .. '9' as c ->
               let n = Char.code c - 48 in
               if (2 * n) >= Array.length r || r.(2 * n) < 0 then failwith "Str.replace: reference to unmatched group";
               Buffer.add_substring b s r.(2 * n) (r.((2 * n) + 1) - r.(2 * n))
           | c ->
               Buffer.add_char b '\\';
               Buffer.add_char b c);
          go (i + 2)
      | c ->
          Buffer.add_char b c;
          go (i + 1)
  in
  go 0;
  Buffer.contents b

let string_before s n = String.sub s 0 n
let string_after s n = String.sub s n (String.length s - n)
let first_chars s n = String.sub s 0 n
let last_chars s n = String.sub s (String.length s - n) n

(* Each match replaced by [f text]; after an empty match, the next search starts one further. *)
let global_substitute re f text =
  let len = String.length text in
  let rec go acc start last_empty =
    let from = if last_empty then start + 1 else start in
    if from > len then string_after text start :: acc
    else
      match search_forward re text from with
      | exception Not_found -> string_after text start :: acc
      | pos ->
          let stop = match_end () in
          let repl = f text in
          go (repl :: String.sub text start (pos - start) :: acc) stop (stop = pos)
  in
  String.concat "" (List.rev (go [] 0 false))

let global_replace re templ text = global_substitute re (replace_matched templ) text

let substitute_first re f text =
  match search_forward re text 0 with
  | exception Not_found -> text
  | pos ->
      let stop = match_end () in
      let repl = f text in
      String.concat "" [ string_before text pos; repl; string_after text stop ]

let replace_first re templ text = substitute_first re (replace_matched templ) text

(* ---------------------------------------------------------------------------------------- *)
(* Splitting *)

let search_opt re text start = match search_forward re text start with exception Not_found -> None | pos -> Some pos

(* The next match from [start], but an empty match at [start] is passed over: then the first
   match from [start + 1], whatever it is. *)
let search_progress re text start =
  match search_opt re text start with
  | None -> None
  | Some pos ->
      if match_end () > start then Some pos
      else if start < String.length text then search_opt re text (start + 1)
      else None

let bounded_split re text n =
  let len = String.length text in
  let rec go acc start n =
    if start >= len then acc
    else if n = 1 then string_after text start :: acc
    else
      match search_progress re text start with
      | None -> string_after text start :: acc
      | Some pos -> go (String.sub text start (pos - start) :: acc) (match_end ()) (n - 1)
  in
  let start = if string_match re text 0 then match_end () else 0 in
  List.rev (go [] start n)

let split re text = bounded_split re text 0

let bounded_split_delim re text n =
  let len = String.length text in
  let rec go acc start n =
    if start > len then acc
    else if n = 1 then string_after text start :: acc
    else
      match search_progress re text start with
      | None -> string_after text start :: acc
      | Some pos -> go (String.sub text start (pos - start) :: acc) (match_end ()) (n - 1)
  in
  if text = "" then [] else List.rev (go [] 0 n)

let split_delim re text = bounded_split_delim re text 0

type split_result =
  | Text of string
  | Delim of string

let bounded_full_split re text n =
  let len = String.length text in
  let rec go acc start n =
    if start >= len then acc
    else if n = 1 then Text (string_after text start) :: acc
    else
      match search_progress re text start with
      | None -> Text (string_after text start) :: acc
      | Some pos ->
          let d = Delim (matched_string text) in
          let acc = if pos > start then d :: Text (String.sub text start (pos - start)) :: acc else d :: acc in
          go acc (match_end ()) (n - 1)
  in
  List.rev (go [] 0 n)

let full_split re text = bounded_full_split re text 0
