module IntSet = Set.Make (Int)
module StrMap = Map.Make (String)
let () =
  let s = IntSet.of_list [ 5; 3; 9; 1; 3; 7 ] in
  Printf.printf "%s (card %d)\n" (String.concat " " (List.map string_of_int (IntSet.elements s))) (IntSet.cardinal s);
  let s2 = IntSet.union s (IntSet.of_list [ 2; 4 ]) in
  let s3 = IntSet.inter s (IntSet.of_list [ 1; 2; 3 ]) in
  let s4 = IntSet.diff s (IntSet.of_list [ 1; 9 ]) in
  List.iter (fun (n, x) -> Printf.printf "%s: %s\n" n (String.concat " " (List.map string_of_int (IntSet.elements x)))) [ ("union", s2); ("inter", s3); ("diff", s4) ];
  Printf.printf "mem 7 %b, min %d, max %d\n" (IntSet.mem 7 s) (IntSet.min_elt s) (IntSet.max_elt s);
  let m = List.fold_left (fun m (k, v) -> StrMap.add k v m) StrMap.empty [ ("one", 1); ("two", 2); ("three", 3); ("one", 11) ] in
  StrMap.iter (fun k v -> Printf.printf "%s=%d " k v) m; print_newline ();
  Printf.printf "%d %b\n" (StrMap.find "one" m) (StrMap.mem "four" m);
  let m2 = StrMap.map (fun v -> v * 100) (StrMap.remove "two" m) in
  print_endline (String.concat "," (List.map (fun (k, v) -> k ^ ":" ^ string_of_int v) (StrMap.bindings m2)));
  Printf.printf "%s\n" (match StrMap.find_opt "zzz" m with Some _ -> "found" | None -> "none")
