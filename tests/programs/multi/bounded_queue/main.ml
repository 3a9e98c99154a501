module B3 = Bounded.Make (Fqueue.Two_lists) (struct let capacity = 3 end)
let show q = "[" ^ String.concat ";" (List.map string_of_int (B3.to_list q)) ^ "]"
let () =
  let q = List.fold_left (fun q x -> B3.push x q) B3.empty [ 1; 2; 3 ] in
  print_endline (show q);
  (try ignore (B3.push 4 q) with Bounded.Full n -> Printf.printf "full at capacity %d\n" n);
  let q = List.fold_left (fun q x -> B3.push_dropping x q) q [ 4; 5 ] in
  print_endline (show q);
  (match B3.pop q with Some (x, q') -> Printf.printf "popped %d, left %s\n" x (show q') | None -> ());
  let plain = List.fold_left (fun q x -> Fqueue.Two_lists.push x q) Fqueue.Two_lists.empty [ "a"; "b" ] in
  Printf.printf "plain queue length %d, empty %b\n" (Fqueue.Two_lists.length plain) (Fqueue.Two_lists.is_empty plain)
