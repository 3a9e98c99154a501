let show (s : Sorted.t) = String.concat " " (List.map string_of_int (s :> int list))
let () =
  let a = Sorted.of_list [ 9; 2; 7; 4 ] and b = Sorted.of_list [ 8; 1; 5 ] in
  Printf.printf "a = %s\nb = %s\n" (show a) (show b);
  let m = Sorted.merge a b in
  Printf.printf "merge = %s\n" (show m);
  Printf.printf "insert 6 = %s\n" (show (Sorted.insert 6 m));
  (match (m :> int list) with x :: _ -> Printf.printf "smallest %d\n" x | [] -> ());
  Printf.printf "median %s\n" (match Sorted.median m with Some x -> string_of_int x | None -> "none");
  Printf.printf "sum %d\n" (List.fold_left ( + ) 0 (m :> int list))
