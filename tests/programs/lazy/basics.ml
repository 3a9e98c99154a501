let () =
  let x = lazy (print_endline "computing x"; 6 * 7) in
  print_endline "before force";
  Printf.printf "%d\n" (Lazy.force x);
  Printf.printf "%d\n" (Lazy.force x);
  Printf.printf "is_val %b\n" (Lazy.is_val x);
  let y = Lazy.from_val 5 in
  Printf.printf "from_val: is_val %b, %d\n" (Lazy.is_val y) (Lazy.force y);
  let z = Lazy.from_fun (fun () -> print_endline "from_fun runs"; "z") in
  print_endline (Lazy.force z ^ Lazy.force z);
  let m = Lazy.map (fun v -> v + 1) x in
  Printf.printf "mapped %d\n" (Lazy.force m);
  let unused = lazy (print_endline "never printed"; 0) in
  ignore unused
