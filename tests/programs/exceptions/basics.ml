exception My_error of string
let risky n = if n < 0 then raise (My_error "negative") else if n = 0 then failwith "zero" else if n > 100 then invalid_arg "too big" else n * 2
let () =
  List.iter (fun n ->
    try Printf.printf "%d -> %d\n" n (risky n) with
    | My_error m -> Printf.printf "%d -> My_error %s\n" n m
    | Failure m -> Printf.printf "%d -> Failure %s\n" n m
    | Invalid_argument m -> Printf.printf "%d -> Invalid_argument %s\n" n m) [ 5; -1; 0; 1000 ];
  (try raise Not_found with Not_found -> print_endline "caught Not_found");
  (try raise Exit with Exit -> print_endline "caught Exit");
  let r = try 10 / 0 with Division_by_zero -> -1 in
  Printf.printf "r = %d\n" r;
  (try assert (1 + 1 = 3) with Assert_failure (f, l, c) -> Printf.printf "Assert_failure %s %d %d\n" f l c);
  (try ignore (List.assoc 3 []) with e -> print_endline (Printexc.to_string e));
  (try ignore ([| 1 |].(5)) with e -> print_endline (Printexc.to_string e));
  (try ignore (String.make (-1) 'x') with e -> print_endline (Printexc.to_string e))
