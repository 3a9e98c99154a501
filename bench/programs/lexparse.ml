(* A lexer and a recursive-descent parser over generated arithmetic text, then evaluation. *)
type token = INT of int | IDENT of string | PLUS | MINUS | TIMES | LPAREN | RPAREN | LET | EQ | IN | EOF
type expr = Int of int | Id of string | Bin of char * expr * expr | Let of string * expr * expr

let seed = ref 7
let rand k = seed := (!seed * 75 + 74) mod 65537; !seed mod k

(* A random expression of the given depth, written into the buffer. *)
let rec gen b depth =
  if depth = 0 then
    (if rand 3 = 0 then Buffer.add_string b "x" else Buffer.add_string b (string_of_int (rand 30000)))
  else
    match rand 4 with
    | 0 ->
      Buffer.add_string b "let x = "; gen b (depth - 1);
      Buffer.add_string b " in "; gen b (depth - 1)
    | 1 -> Buffer.add_char b '('; gen b (depth - 1); Buffer.add_string b " * "; gen b (depth - 1); Buffer.add_char b ')'
    | 2 -> gen b (depth - 1); Buffer.add_string b " - "; gen b (depth - 1)
    | _ -> gen b (depth - 1); Buffer.add_string b " + "; gen b (depth - 1)

let lex s =
  let toks = ref [] and i = ref 0 and n = String.length s in
  while !i < n do
    let c = s.[!i] in
    (match c with
     | ' ' | '\n' -> incr i
     | '+' -> toks := PLUS :: !toks; incr i
     | '-' -> toks := MINUS :: !toks; incr i
     | '*' -> toks := TIMES :: !toks; incr i
     | '(' -> toks := LPAREN :: !toks; incr i
     | ')' -> toks := RPAREN :: !toks; incr i
     | '=' -> toks := EQ :: !toks; incr i
     | '0' .. '9' ->
       let j = ref !i in
       while !j < n && s.[!j] >= '0' && s.[!j] <= '9' do incr j done;
       toks := INT (int_of_string (String.sub s !i (!j - !i))) :: !toks; i := !j
     | 'a' .. 'z' ->
       let j = ref !i in
       while !j < n && s.[!j] >= 'a' && s.[!j] <= 'z' do incr j done;
       let w = String.sub s !i (!j - !i) in
       toks := (match w with "let" -> LET | "in" -> IN | _ -> IDENT w) :: !toks; i := !j
     | _ -> failwith "lex")
  done;
  Array.of_list (List.rev (EOF :: !toks))

let parse toks =
  let pos = ref 0 in
  let peek () = toks.(!pos) and advance () = incr pos in
  let expect t = if peek () = t then advance () else failwith "parse" in
  let rec expr () =
    match peek () with
    | LET ->
      advance ();
      let x = match peek () with IDENT x -> advance (); x | _ -> failwith "parse" in
      expect EQ; let e1 = expr () in expect IN; let e2 = expr () in Let (x, e1, e2)
    | _ -> sum (term ())
  and sum left =
    match peek () with
    | PLUS -> advance (); sum (Bin ('+', left, term ()))
    | MINUS -> advance (); sum (Bin ('-', left, term ()))
    | _ -> left
  and term () = product (atom ())
  and product left = match peek () with TIMES -> advance (); product (Bin ('*', left, atom ())) | _ -> left
  and atom () =
    match peek () with
    | INT k -> advance (); Int k
    | IDENT x -> advance (); Id x
    | LPAREN -> advance (); let e = expr () in expect RPAREN; e
    | LET -> expr ()
    | _ -> failwith "parse"
  in
  let e = expr () in
  expect EOF; e

let rec eval env = function
  | Int k -> k
  | Id x -> List.assoc x env
  | Bin ('+', a, b) -> (eval env a + eval env b) mod 32749
  | Bin ('-', a, b) -> (eval env a - eval env b + 32749) mod 32749
  | Bin (_, a, b) -> (eval env a * eval env b) mod 32749
  | Let (x, e1, e2) -> eval ((x, eval env e1) :: env) e2

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 150 in
  let check = ref 0 in
  for _ = 1 to n do
    let b = Buffer.create 4096 in
    gen b 12;
    let toks = lex (Buffer.contents b) in
    check := (!check * 3 + Array.length toks + eval [ ("x", 1) ] (parse toks)) mod 32749
  done;
  print_int !check;
  print_newline ()
