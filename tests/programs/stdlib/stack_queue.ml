let () =
  let s = Stack.create () in
  List.iter (fun x -> Stack.push x s) [ 1; 2; 3; 4 ];
  Printf.printf "top %d length %d\n" (Stack.top s) (Stack.length s);
  Printf.printf "pop %d %d\n" (Stack.pop s) (Stack.pop s);
  Stack.iter (fun x -> Printf.printf "%d " x) s; print_newline ();
  Printf.printf "%s\n" (match Stack.pop_opt (Stack.create ()) with None -> "empty" | Some _ -> "?");
  let q = Queue.create () in
  List.iter (fun x -> Queue.add x q) [ "a"; "b"; "c" ];
  Queue.push "d" q;
  Printf.printf "peek %s length %d\n" (Queue.peek q) (Queue.length q);
  Printf.printf "take %s %s\n" (Queue.take q) (Queue.pop q);
  Queue.iter (fun x -> print_string x) q; print_newline ();
  let q2 = Queue.copy q in
  Queue.clear q;
  Printf.printf "%b %d\n" (Queue.is_empty q) (Queue.length q2);
  Printf.printf "%s\n" (Queue.fold (fun acc x -> acc ^ x) ">" q2);
  let q3 = Queue.of_seq (List.to_seq [ 1; 2; 3 ]) in
  Queue.transfer q3 (Queue.create ());
  Printf.printf "%d\n" (Queue.length q3)
