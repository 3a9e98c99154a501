let rect ~width ~height = width * height
let greet ~greeting name = greeting ^ ", " ^ name
let () =
  Printf.printf "%d %d\n" (rect ~width:3 ~height:4) (rect ~height:4 ~width:3);
  let w5 = rect ~width:5 in
  Printf.printf "%d\n" (w5 ~height:2);
  let h2 = rect ~height:2 in
  Printf.printf "%d\n" (h2 ~width:7);
  print_endline (greet ~greeting:"Hello" "world");
  let width = 6 and height = 7 in
  Printf.printf "%d\n" (rect ~width ~height);
  let f ~x:a ~y:b = a - b in
  Printf.printf "%d\n" (f ~y:1 ~x:10);
  print_endline (String.concat "," (List.map (fun s -> greet s ~greeting:"Hi") [ "a"; "b" ]));
  Printf.printf "%s\n" (ListLabels.fold_left ~f:(fun acc x -> acc ^ x) ~init:">" [ "a"; "b" ])
