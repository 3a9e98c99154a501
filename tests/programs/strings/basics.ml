let s = "Hello, OCaml"
let () =
  Printf.printf "%d %c %c\n" (String.length s) s.[0] (String.get s 7);
  Printf.printf "%s|%s\n" (String.sub s 0 5) (String.sub s 7 5);
  Printf.printf "%s\n" (String.uppercase_ascii s);
  Printf.printf "%s\n" (String.lowercase_ascii s);
  Printf.printf "%s %s\n" (String.capitalize_ascii "word") (String.uncapitalize_ascii "Word");
  Printf.printf "%d %d\n" (String.index s 'l') (String.rindex s 'l');
  Printf.printf "%b %b\n" (String.contains s 'O') (String.contains s 'z');
  Printf.printf "[%s]\n" (String.trim "  \t padded \n ");
  Printf.printf "%s\n" (String.concat ", " [ "a"; "b"; "c" ]);
  Printf.printf "%s\n" (String.make 5 '*');
  Printf.printf "%s\n" (String.init 10 (fun i -> Char.chr (48 + i)));
  Printf.printf "%s\n" (String.map Char.uppercase_ascii "map me");
  Printf.printf "%s\n" (String.mapi (fun i c -> if i mod 2 = 0 then Char.uppercase_ascii c else c) "alternate");
  Printf.printf "%d\n" (String.compare "apple" "apricot");
  Printf.printf "%b\n" (String.equal "x" "x");
  List.iter (fun p -> Printf.printf "<%s>" p) (String.split_on_char ',' "a,b,,c,");
  print_newline ();
  (try ignore (String.get s 100) with Invalid_argument m -> Printf.printf "Invalid_argument %S\n" m);
  (try ignore (String.sub s 5 100) with Invalid_argument m -> Printf.printf "Invalid_argument %S\n" m);
  (try ignore (String.index s 'z') with Not_found -> print_endline "Not_found");
  Printf.printf "%s\n" (match String.index_opt s 'C' with Some i -> string_of_int i | None -> "none")
