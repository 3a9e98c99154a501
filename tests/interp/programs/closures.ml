let make_adder n = fun x -> x + n
let compose f g = fun x -> f (g x)
let () =
  let add5 = make_adder 5 in
  let add7 = make_adder 7 in
  let h = compose add5 add7 in
  print_int (add5 10); print_string "\n";
  print_int (h 100); print_string "\n"
