let add3 a b c = a + b + c
let () =
  let f = add3 1 in
  let g = f 2 in
  Printf.printf "%d %d %d\n" (g 3) (f 10 20) (add3 1 2 3);
  let adders = List.map add3 [ 1; 2; 3 ] in
  Printf.printf "%s\n" (String.concat " " (List.map (fun h -> string_of_int (h 10 100)) adders));
  let print_pair = Printf.printf "%s=%d\n" in
  print_pair "x" 1; print_pair "y" 2;
  let pre = Printf.sprintf "[%s|%s]" "left" in
  print_endline (pre "right");
  let sub = ( - ) 10 in
  Printf.printf "%d\n" (sub 3);
  let cons_one = List.cons 1 in
  Printf.printf "%d\n" (List.length (cons_one [ 2; 3 ]))
