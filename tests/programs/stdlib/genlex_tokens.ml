(* Genlex: OCaml's token rules, keywords, errors, and a small calculator. *)
let show = function
  | Genlex.Kwd s -> Printf.sprintf "Kwd %S" s
  | Genlex.Ident s -> Printf.sprintf "Ident %S" s
  | Genlex.Int n -> Printf.sprintf "Int %d" n
  | Genlex.Float f -> Printf.sprintf "Float %g" f
  | Genlex.String s -> Printf.sprintf "String %S" s
  | Genlex.Char c -> Printf.sprintf "Char %C" c

let lexer = Genlex.make_lexer [ "let"; "in"; "="; "+"; "-"; "*"; "/"; "("; ")"; ";"; "->"; "[" ]

let tokens text =
  let s = lexer (Stream.of_string text) in
  let rec go acc =
    match Stream.next s with
    | t -> go (show t :: acc)
    | exception Stream.Failure -> Printf.printf "%S -> %s\n" text (String.concat ", " (List.rev acc))
    | exception Stream.Error m -> Printf.printf "%S -> %s, then Stream.Error %S\n" text (String.concat ", " (List.rev acc)) m
    | exception Failure m -> Printf.printf "%S -> %s, then Failure %S\n" text (String.concat ", " (List.rev acc)) m
  in
  go []

let () =
  tokens "let x = 42 in x + y_1'";
  tokens "foo Bar _baz \233t\233 x'y a1b2";
  tokens "1 23 4.5 6e3 7.25e-2 8E+1 9. 0.5e";
  tokens "-3 - 3 -x -> -- --> x-1 x - 1";
  tokens "+ ++ +- <= >>= |> @@ ! ? ~ ^ :: := $ # & % \\";
  tokens "a*b*(c)";
  tokens "(* comment *) a (* nested (* inner *) still *) b";
  tokens "( * not a comment *)";
  tokens "(a)";
  tokens "x (**) y (***) z";
  tokens "'a' '\\n' '\\t' '\\r' '\\\\' '\\'' '\\065' 'b'";
  tokens "\"hello\" \"with \\\"quotes\\\"\" \"tab\\there\" \"\\104\\105\" \"\"";
  tokens "a ; b [ c";
  tokens "a , b";
  tokens "a { b";
  tokens "'ab'";
  tokens "'\\1x'";
  tokens "'";
  tokens "\"unterminated";
  tokens "(* unterminated";
  tokens "1e";
  tokens "  \t\n\r\012\026 spaced \n";
  tokens "";
  tokens "9 ]";
  (* a desk calculator, parsing the token stream by hand *)
  let calc = Genlex.make_lexer [ "+"; "-"; "*"; "/"; "("; ")" ] in
  let eval text =
    let s = calc (Stream.of_string text) in
    let rec expr () =
      let a = term () in
      let rec more a =
        match Stream.peek s with
        | Some (Genlex.Kwd "+") -> Stream.junk s; more (a + term ())
        | Some (Genlex.Kwd "-") -> Stream.junk s; more (a - term ())
        | _ -> a
      in
      more a
    and term () =
      let a = atom () in
      let rec more a =
        match Stream.peek s with
        | Some (Genlex.Kwd "*") -> Stream.junk s; more (a * atom ())
        | Some (Genlex.Kwd "/") -> Stream.junk s; more (a / atom ())
        | _ -> a
      in
      more a
    and atom () =
      match Stream.next s with
      | Genlex.Int n -> n
      | Genlex.Kwd "(" ->
          let e = expr () in
          (match Stream.next s with Genlex.Kwd ")" -> e | _ -> raise (Stream.Error "')' expected"))
      | _ -> raise (Stream.Error "atom expected")
    in
    match expr () with
    | v -> Stream.empty s; Printf.printf "%s = %d\n" text v
    | exception Stream.Error m -> Printf.printf "%s: error %s\n" text m
    | exception Stream.Failure -> Printf.printf "%s: unexpected end\n" text
  in
  eval "1 + 2 * 3";
  eval "(1 + 2) * 3";
  eval "100 / (2 + 3) - -4";
  eval "2 * (3";
  eval "2 * )";
  (* a lexer over a channel-like generator and counts *)
  let s = lexer (Stream.of_list [ 'a'; ' '; '1'; '2' ]) in
  let t1 = Stream.next s in
  let t2 = Stream.next s in
  Printf.printf "%s %s count %d\n" (show t1) (show t2) (Stream.count s)
