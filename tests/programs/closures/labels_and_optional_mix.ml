let f ?(scale = 1) ~offset x = (x * scale) + offset
let g ~f:fn lst = List.map fn lst
let () =
  Printf.printf "%d %d\n" (f ~offset:1 5) (f ~scale:3 ~offset:1 5);
  let partial = f ~offset:100 in
  Printf.printf "%d\n" (partial 1);
  print_endline (String.concat " " (List.map string_of_int (g ~f:(f ~scale:2 ~offset:0) [ 1; 2; 3 ])));
  let h ?(sep = ", ") items = String.concat sep items in
  print_endline (h [ "a"; "b" ]); print_endline (h ~sep:"|" [ "a"; "b" ]);
  let apply_opt ?f x = match f with Some f -> f x | None -> x in
  Printf.printf "%d %d\n" (apply_opt 5) (apply_opt ~f:succ 5);
  let sorted = List.sort (fun a b -> compare b a) [ 3; 1; 2 ] in
  print_endline (String.concat "" (List.map string_of_int (ListLabels.map ~f:(fun x -> x * 10) sorted)));
  print_endline (StringLabels.sub ~pos:1 ~len:3 "abcdef");
  let a = ArrayLabels.make 3 ~-1 in
  print_endline (String.concat "," (Array.to_list (Array.map string_of_int a)))
