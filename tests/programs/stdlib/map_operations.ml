module M = Map.Make (Int)
let show m = String.concat " " (List.map (fun (k, v) -> Printf.sprintf "%d:%s" k v) (M.bindings m))
let () =
  let m = List.fold_left (fun m i -> M.add i (string_of_int (i * i)) m) M.empty [ 5; 1; 9; 3; 7 ] in
  print_endline (show m);
  Printf.printf "card %d min %d max %d\n" (M.cardinal m) (fst (M.min_binding m)) (fst (M.max_binding m));
  print_endline (show (M.filter (fun k _ -> k > 3) m));
  print_endline (show (M.mapi (fun k v -> v ^ "/" ^ string_of_int k) m));
  let m2 = M.update 3 (function Some v -> Some (v ^ "!") | None -> None) m in
  let m2 = M.update 4 (function None -> Some "new" | s -> s) m2 in
  print_endline (show m2);
  let a, b, c = M.split 5 m in
  Printf.printf "split: %s | %s | %s\n" (show a) (match b with Some v -> v | None -> "-") (show c);
  let merged = M.union (fun _ x y -> Some (x ^ "+" ^ y)) m (M.of_seq (List.to_seq [ (1, "a"); (2, "b") ])) in
  print_endline (show merged);
  Printf.printf "%s\n" (match M.find_first_opt (fun k -> k > 4) m with Some (k, _) -> string_of_int k | None -> "none");
  Printf.printf "%b %b\n" (M.exists (fun _ v -> v = "49") m) (M.for_all (fun k _ -> k < 10) m);
  Printf.printf "%d\n" (M.fold (fun k _ acc -> acc + k) m 0);
  let p1, p2 = M.partition (fun k _ -> k mod 3 = 0) m in
  Printf.printf "%s / %s\n" (show p1) (show p2);
  Printf.printf "%b\n" (M.equal String.equal m (M.remove 100 m))
