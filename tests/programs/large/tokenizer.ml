(* A tokenizer for a C-like language with comments, string and char literals, numbers in
   several bases, operators of one to three characters, and line/column positions. *)
type kind =
  | Ident of string | Keyword of string | Int_lit of int | Float_lit of float
  | String_lit of string | Char_lit of char | Op of string | Punct of char
type token = { kind : kind; line : int; col : int }
exception Lex_error of string * int * int

let keywords = [ "if"; "else"; "while"; "for"; "return"; "int"; "float"; "char"; "void"; "struct" ]
let operators = [ "<<="; ">>="; "=="; "!="; "<="; ">="; "&&"; "||"; "++"; "--"; "+="; "-="; "*="; "/="; "->"; "<<"; ">>";
                  "+"; "-"; "*"; "/"; "%"; "="; "<"; ">"; "!"; "&"; "|"; "^"; "~"; "?"; ":" ]

let lex src =
  let n = String.length src in
  let i = ref 0 and line = ref 1 and col = ref 1 in
  let toks = ref [] in
  let advance () = (if src.[!i] = '\n' then (incr line; col := 1) else incr col); incr i in
  let peek k = if !i + k < n then Some src.[!i + k] else None in
  let emit kind l c = toks := { kind; line = l; col = c } :: !toks in
  while !i < n do
    let l = !line and c = !col in
    match src.[!i] with
    | ' ' | '\t' | '\n' | '\r' -> advance ()
    | '/' when peek 1 = Some '/' -> while !i < n && src.[!i] <> '\n' do advance () done
    | '/' when peek 1 = Some '*' ->
      advance (); advance ();
      while !i < n && not (src.[!i] = '*' && peek 1 = Some '/') do advance () done;
      if !i >= n then raise (Lex_error ("unterminated comment", l, c));
      advance (); advance ()
    | 'a' .. 'z' | 'A' .. 'Z' | '_' ->
      let start = !i in
      while !i < n && (match src.[!i] with 'a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' -> true | _ -> false) do advance () done;
      let w = String.sub src start (!i - start) in
      emit (if List.mem w keywords then Keyword w else Ident w) l c
    | '0' when peek 1 = Some 'x' ->
      advance (); advance ();
      let start = !i in
      while !i < n && (match src.[!i] with '0' .. '9' | 'a' .. 'f' | 'A' .. 'F' -> true | _ -> false) do advance () done;
      emit (Int_lit (int_of_string ("0x" ^ String.sub src start (!i - start)))) l c
    | '0' .. '9' ->
      let start = !i in
      let is_float = ref false in
      while !i < n && (match src.[!i] with '0' .. '9' -> true | '.' when not !is_float -> is_float := true; true | _ -> false) do advance () done;
      let t = String.sub src start (!i - start) in
      emit (if !is_float then Float_lit (float_of_string t) else Int_lit (int_of_string t)) l c
    | '"' ->
      advance ();
      let b = Buffer.create 8 in
      while !i < n && src.[!i] <> '"' do
        if src.[!i] = '\\' && !i + 1 < n then begin
          advance ();
          Buffer.add_char b (match src.[!i] with 'n' -> '\n' | 't' -> '\t' | c -> c)
        end else Buffer.add_char b src.[!i];
        advance ()
      done;
      if !i >= n then raise (Lex_error ("unterminated string", l, c));
      advance ();
      emit (String_lit (Buffer.contents b)) l c
    | '\'' ->
      if !i + 2 < n && src.[!i + 2] = '\'' then (let ch = src.[!i + 1] in advance (); advance (); advance (); emit (Char_lit ch) l c)
      else raise (Lex_error ("bad char literal", l, c))
    | '(' | ')' | '{' | '}' | '[' | ']' | ';' | ',' | '.' as p -> advance (); emit (Punct p) l c
    | _ ->
      let rest = String.sub src !i (min 3 (n - !i)) in
      (match List.find_opt (fun op -> String.length op <= String.length rest && String.sub rest 0 (String.length op) = op) operators with
       | Some op -> for _ = 1 to String.length op do advance () done; emit (Op op) l c
       | None -> raise (Lex_error (Printf.sprintf "unexpected %C" src.[!i], l, c)))
  done;
  List.rev !toks

let show_kind = function
  | Ident s -> "id:" ^ s | Keyword s -> "kw:" ^ s | Int_lit n -> "int:" ^ string_of_int n
  | Float_lit f -> "float:" ^ string_of_float f | String_lit s -> Printf.sprintf "str:%S" s
  | Char_lit c -> Printf.sprintf "char:%C" c | Op s -> "op:" ^ s | Punct c -> Printf.sprintf "punct:%c" c

let program = {|/* compute things */
int main(void) {
  int x = 0x1F + 42; // hex and decimal
  float y = 3.25;
  char c = 'q';
  x <<= 2;
  if (x >= 10 && y != 0.5) { return x->next; }
  printf("x=%d\n", x++);
}|}

let () =
  let toks = lex program in
  List.iter (fun t -> Printf.printf "%d:%d %s\n" t.line t.col (show_kind t.kind)) toks;
  Printf.printf "%d tokens\n" (List.length toks);
  let counts = Hashtbl.create 8 in
  List.iter (fun t ->
    let k = match t.kind with Ident _ -> "ident" | Keyword _ -> "keyword" | Int_lit _ | Float_lit _ -> "number"
      | String_lit _ | Char_lit _ -> "literal" | Op _ -> "operator" | Punct _ -> "punctuation" in
    Hashtbl.replace counts k (1 + Option.value ~default:0 (Hashtbl.find_opt counts k))) toks;
  List.iter (fun k -> Printf.printf "%s: %d\n" k (Option.value ~default:0 (Hashtbl.find_opt counts k)))
    [ "ident"; "keyword"; "number"; "literal"; "operator"; "punctuation" ];
  List.iter (fun src ->
    try ignore (lex src); Printf.printf "%S ok\n" src
    with Lex_error (m, l, c) -> Printf.printf "%S: error %s at %d:%d\n" src m l c)
    [ "a = b;"; "\"open"; "x /* never closed"; "int @x;"; "'ab'" ]

(* bracket balance over the token stream, reporting the first mismatch with its position *)
let check_brackets toks =
  let closing = function '(' -> ')' | '[' -> ']' | '{' -> '}' | c -> c in
  let rec go stack = function
    | [] -> (match stack with [] -> "balanced" | t :: _ -> Printf.sprintf "unclosed %c from %d:%d" (match t.kind with Punct c -> c | _ -> '?') t.line t.col)
    | ({ kind = Punct ('(' | '[' | '{'); _ } as t) :: r -> go (t :: stack) r
    | { kind = Punct (')' | ']' | '}' as c); line; col } :: r ->
      (match stack with
       | { kind = Punct o; _ } :: s when closing o = c -> go s r
       | _ -> Printf.sprintf "unexpected %c at %d:%d" c line col)
    | _ :: r -> go stack r in
  go [] toks

let () =
  List.iter (fun src -> Printf.printf "%-22s %s\n" src (check_brackets (lex src)))
    [ "f(a[1], {b})"; "f(a[1)]"; "{ { }"; "x = (y + 2) * [3]"; ")" ]
