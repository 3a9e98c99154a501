type tok = Num of int | Ident of string | Sym of char
let explode s = List.init (String.length s) (String.get s)
let rec lex = function
  | [] -> []
  | (' ' | '\t' | '\n') :: r -> lex r
  | ('0' .. '9' as c) :: r -> number (Char.code c - 48) r
  | ('a' .. 'z' | 'A' .. 'Z' | '_' as c) :: r -> ident (Buffer.of_seq (Seq.return c)) r
  | c :: r -> Sym c :: lex r
and number acc = function
  | ('0' .. '9' as c) :: r -> number (acc * 10 + Char.code c - 48) r
  | r -> Num acc :: lex r
and ident b = function
  | ('a' .. 'z' | 'A' .. 'Z' | '_' | '0' .. '9' as c) :: r -> Buffer.add_char b c; ident b r
  | r -> Ident (Buffer.contents b) :: lex r
let show = function Num n -> Printf.sprintf "Num(%d)" n | Ident s -> Printf.sprintf "Ident(%s)" s | Sym c -> Printf.sprintf "Sym(%c)" c
let () =
  List.iter (fun s -> print_endline (String.concat " " (List.map show (lex (explode s)))))
    [ "let x1 = 42 + y_2"; "f(a,b)*3"; "  \t"; "007bond" ]
