let () = let x = 1 print_int x
