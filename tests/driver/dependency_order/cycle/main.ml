let () = print_int A.x
