type t = A | B | C
let name = function
  | A -> "A"
  | B -> "B"
let () =
  print_endline (name A);
  print_endline (name B);
  print_endline (name C);
  print_endline "not reached"
