let () =
  print_endline (string_of_float 3.0);
  print_endline (string_of_float 0.1);
  print_endline (string_of_float (-1e300 *. 10.));
  print_endline (string_of_int (min 3 4 + max 3 4));
  print_endline (string_of_bool (compare [1;2] [1;3] < 0));
  print_endline (String.concat "," (List.map string_of_int (List.sort compare [5;3;8;1;9;2;7])))
