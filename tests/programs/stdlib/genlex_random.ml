(* Genlex: random texts over the characters that matter to its token rules, lexed with
   keywords; the tokens, the errors and the count of tokens read. *)
let chars = "ab1209 .eE+-*()'\"\\\n\t<=>_,;x\233"
let show = function
  | Genlex.Kwd s -> "K" ^ String.escaped s | Genlex.Ident s -> "I" ^ String.escaped s | Genlex.Int n -> "N" ^ string_of_int n
  | Genlex.Float f -> "F" ^ Printf.sprintf "%h" f | Genlex.String s -> "S" ^ String.escaped s | Genlex.Char c -> "C" ^ Char.escaped c
let lexer = Genlex.make_lexer ["a"; "("; ")"; "+"; "-"; "*"; ";"; "<="; "x"]
let () =
  Random.init 7;
  for _ = 1 to 400 do
    let text = String.init (Random.int 12) (fun _ -> chars.[Random.int (String.length chars)]) in
    let s = lexer (Stream.of_string text) in
    let b = Buffer.create 16 in
    (try
       for _ = 1 to 20 do
         match Stream.next s with
         | t -> Buffer.add_string b (show t); Buffer.add_char b ' '
         | exception Stream.Failure -> raise Exit
       done
     with
     | Exit -> ()
     | Stream.Error m -> Buffer.add_string b ("ERR " ^ m)
     | Failure m -> Buffer.add_string b ("FAIL " ^ m));
    Printf.printf "%S -> %s (count %d)\n" text (Buffer.contents b) (Stream.count s)
  done
