let table = [ ("one", 1); ("two", 2); ("three", 3); ("two", 22) ]
let () =
  Printf.printf "%d %d\n" (List.assoc "two" table) (List.assoc "three" table);
  Printf.printf "%b %b\n" (List.mem_assoc "four" table) (List.mem_assoc "one" table);
  let t2 = List.remove_assoc "two" table in
  List.iter (fun (k, v) -> Printf.printf "%s=%d " k v) t2; print_newline ();
  (match List.assoc_opt "zero" table with None -> print_endline "no zero" | Some _ -> ());
  (try ignore (List.assoc "zero" table) with Not_found -> print_endline "Not_found");
  let l1 = [ 1; 2; 3 ] and l2 = [ "a"; "b"; "c" ] in
  List.iter2 (fun n s -> Printf.printf "%d%s " n s) l1 l2; print_newline ();
  print_endline (String.concat "," (List.map2 (fun n s -> s ^ string_of_int n) l1 l2));
  Printf.printf "%d\n" (List.fold_left2 (fun acc a b -> acc + a * b) 0 [ 1; 2; 3 ] [ 4; 5; 6 ]);
  (try ignore (List.map2 ( + ) [ 1 ] [ 1; 2 ]) with Invalid_argument m -> print_endline m);
  Printf.printf "%s\n" (match List.find_opt (fun (k, _) -> String.length k > 3) table with Some (k, _) -> k | None -> "-")
