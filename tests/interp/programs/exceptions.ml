exception E of int
let () =
  (try raise Not_found with Not_found -> print_string "caught Not_found\n");
  (try failwith "boom" with Failure s -> print_string s; print_string "\n");
  let r = (try 1 with _ -> 2) in
  print_int r; print_string "\n";
  raise (E 42)
