let f () = List.iter print_int; 3
