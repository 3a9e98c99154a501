let () = for i = 1 to 2 print_int i done
