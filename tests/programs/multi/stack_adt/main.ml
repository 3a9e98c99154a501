let () =
  let s = List.fold_left (fun s x -> Stack.push x s) Stack.empty [ 1; 2; 3; 4 ] in
  Printf.printf "size %d, top %d\n" (Stack.size s) (Stack.top s);
  let x, s' = Stack.pop s in
  Printf.printf "popped %d, now %s\n" x (String.concat "," (List.map string_of_int (Stack.to_list s')));
  let rec drain s = match Stack.pop s with (x, s) -> x :: drain s | exception Stack.Empty -> [] in
  Printf.printf "drained %s\n" (String.concat "," (List.map string_of_int (drain s)));
  (try ignore (Stack.top Stack.empty) with Stack.Empty -> print_endline "Stack.Empty raised across modules");
  print_endline (Printexc.to_string Stack.Empty)
