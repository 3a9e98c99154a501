let add3 a b c = a * 100 + b * 10 + c
let mul a = fun b -> a * b
let () =
  let f = (Sys.opaque_identity add3) 1 in
  let g = f 2 in
  print_int (g 3); print_string "\n";
  print_int ((Sys.opaque_identity mul) 6 7); print_string "\n";
  print_int ((Sys.opaque_identity add3) 4 5 6); print_string "\n"
