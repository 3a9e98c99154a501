let () =
  let total = ref 0 and count = ref 0 and maxv = ref min_int and minv = ref max_int in
  List.iter (fun x -> total := !total + x; incr count; if x > !maxv then maxv := x; if x < !minv then minv := x) [ 4; -2; 17; 9; 0; 3 ];
  Printf.printf "total %d count %d max %d min %d\n" !total !count !maxv !minv;
  let fibs = ref [ 1; 0 ] in
  for _ = 1 to 20 do match !fibs with a :: b :: _ -> fibs := (a + b) :: !fibs | _ -> () done;
  print_endline (String.concat " " (List.rev_map string_of_int !fibs))
