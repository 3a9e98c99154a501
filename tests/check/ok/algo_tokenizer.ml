type token = INT of int | IDENT of string | OP of char | LPAREN | RPAREN | EOF
exception Lex_error of int * char
let tokenize s =
  let n = String.length s in
  let rec go i acc =
    if i >= n then List.rev (EOF :: acc)
    else match s.[i] with
      | ' ' | '\t' | '\n' -> go (i + 1) acc
      | '(' -> go (i + 1) (LPAREN :: acc)
      | ')' -> go (i + 1) (RPAREN :: acc)
      | '+' | '-' | '*' | '/' as c -> go (i + 1) (OP c :: acc)
      | '0' .. '9' ->
        let j = ref i in
        while !j < n && s.[!j] >= '0' && s.[!j] <= '9' do incr j done;
        go !j (INT (int_of_string (String.sub s i (!j - i))) :: acc)
      | 'a' .. 'z' | 'A' .. 'Z' | '_' ->
        let j = ref i in
        while !j < n && (match s.[!j] with 'a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' -> true | _ -> false) do incr j done;
        go !j (IDENT (String.sub s i (!j - i)) :: acc)
      | c -> raise (Lex_error (i, c)) in
  go 0 []
let toks = tokenize "x1 + (42 * y)"
