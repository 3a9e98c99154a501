let () = for i = 0 to 2.5 do print_int i done
