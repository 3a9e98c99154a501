let () =
  let verbose = ref false and count = ref 1 and name = ref "world" and rest = ref [] and level = ref "" in
  let specs = [
    ("-v", Arg.Set verbose, " verbose output");
    ("-n", Arg.Set_int count, "N repeat N times");
    ("--name", Arg.Set_string name, "NAME who to greet");
    ("-level", Arg.Symbol ([ "low"; "high" ], fun s -> level := s), " level");
  ] in
  let argv = [| "prog"; "-v"; "-n"; "3"; "--name"; "flambe"; "extra1"; "-level"; "high"; "extra2" |] in
  Arg.parse_argv ~current:(ref 0) argv specs (fun a -> rest := a :: !rest) "usage: prog [options]";
  Printf.printf "verbose=%b count=%d name=%s level=%s rest=%s\n" !verbose !count !name !level (String.concat "," (List.rev !rest));
  for _ = 1 to !count do Printf.printf "hello %s\n" !name done;
  (try Arg.parse_argv ~current:(ref 0) [| "prog"; "-n"; "notanumber" |] specs ignore "usage: prog [options]"
   with Arg.Bad msg -> print_string ("Bad: " ^ msg));
  (try Arg.parse_argv ~current:(ref 0) [| "prog"; "-help" |] specs ignore "usage: prog [options]"
   with Arg.Help msg -> print_string msg)
