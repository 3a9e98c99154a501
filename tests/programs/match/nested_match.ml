type token = Int of int | Op of char | LParen | RParen
let describe toks =
  match toks with
  | [] -> "nothing"
  | Int n :: rest ->
    (match rest with
     | [] -> Printf.sprintf "just %d" n
     | Op c :: Int m :: [] -> (match c with '+' -> string_of_int (n + m) | '*' -> string_of_int (n * m) | _ -> "unknown op")
     | _ -> "complex")
  | LParen :: _ -> (match List.rev toks with RParen :: _ -> "parenthesised" | _ -> "unbalanced")
  | (Op _ | RParen) :: _ -> "starts badly"
let () =
  List.iter (fun t -> print_endline (describe t))
    [ []; [ Int 4 ]; [ Int 4; Op '+'; Int 5 ]; [ Int 4; Op '*'; Int 5 ]; [ Int 4; Op '-'; Int 5 ]; [ Int 1; Int 2 ];
      [ LParen; Int 1; RParen ]; [ LParen; Int 1 ]; [ Op '+' ]; [ RParen ] ]
