let () =
  let h = Hashtbl.create 16 in
  List.iter (fun (k, v) -> Hashtbl.add h k v) [ ("one", 1); ("two", 2); ("three", 3); ("four", 4); ("five", 5); ("six", 6); ("seven", 7); ("eight", 8) ];
  Hashtbl.iter (fun k v -> Printf.printf "%s=%d " k v) h; print_newline ();
  Hashtbl.add h "two" 22;
  Printf.printf "find two = %d, find_all two = %s\n" (Hashtbl.find h "two") (String.concat "," (List.map string_of_int (Hashtbl.find_all h "two")));
  Hashtbl.remove h "two";
  Printf.printf "after remove: %d\n" (Hashtbl.find h "two");
  Hashtbl.replace h "one" 100;
  Printf.printf "length %d\n" (Hashtbl.length h);
  let total = Hashtbl.fold (fun _ v acc -> acc + v) h 0 in
  Printf.printf "total %d\n" total;
  let ih = Hashtbl.create 4 in
  for i = 0 to 40 do Hashtbl.replace ih (i * 7 mod 41) (i * i) done;
  Hashtbl.iter (fun k v -> Printf.printf "%d:%d " k v) ih; print_newline ();
  Hashtbl.filter_map_inplace (fun k v -> if k mod 2 = 0 then Some (v + 1) else None) ih;
  Printf.printf "after filter: %d\n" (Hashtbl.length ih);
  let sorted = List.sort compare (Hashtbl.fold (fun k v acc -> (k, v) :: acc) ih []) in
  List.iter (fun (k, v) -> Printf.printf "%d:%d " k v) sorted; print_newline ();
  Hashtbl.reset ih; Printf.printf "%d\n" (Hashtbl.length ih)
