let () =
  Printf.printf "plugins: %s\n" (String.concat ", " (Registry.names ()));
  print_endline (Registry.apply_all "hello");
  print_endline (Registry.apply_all "world");
  (match Registry.find "reverse" with Some (module P) -> print_endline (P.transform "stressed") | None -> ());
  Printf.printf "missing plugin: %b\n" (Registry.find "nope" = None);
  Printf.printf "exclaim called %d times\n" !Exclaim.count
