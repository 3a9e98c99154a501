let () = print_endline "Hello, world"
