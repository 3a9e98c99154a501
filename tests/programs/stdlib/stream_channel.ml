(* Stream.of_channel over standard input, lexed by Genlex: sums the numbers of each line. *)
let () =
  let chars = Stream.of_channel stdin in
  Printf.printf "first char: %C, count %d\n" (Stream.next chars) (Stream.count chars);
  let line = Buffer.create 16 in
  let lines = ref [] in
  Stream.iter (fun c -> if c = '\n' then (lines := Buffer.contents line :: !lines; Buffer.clear line) else Buffer.add_char line c) chars;
  Printf.printf "%d chars read\n" (Stream.count chars);
  let lexer = Genlex.make_lexer [ "+"; ";" ] in
  List.iter
    (fun l ->
      let total = ref 0 and words = ref [] in
      (try
         Stream.iter
           (function
             | Genlex.Int n -> total := !total + n
             | Genlex.Float f -> total := !total + int_of_float f
             | Genlex.Ident w -> words := w :: !words
             | _ -> ())
           (lexer (Stream.of_string l))
       with Stream.Error m -> Printf.printf "error: %s\n" m);
      Printf.printf "%S: %d [%s]\n" l !total (String.concat " " (List.rev !words)))
    (List.rev !lines);
  Stream.empty chars;
  print_endline "end of input"
