let partial = function 1 -> "one" | 2 -> "two"
let partial_tuple (a, b) = match (a, b) with (true, _) -> 1 | (_, true) -> 2
let () =
  print_endline (partial 1);
  (try print_endline (partial 3) with Match_failure (file, line, col) -> Printf.printf "Match_failure %s %d %d\n" file line col);
  (try print_endline (string_of_int (partial_tuple (false, false))) with Match_failure _ as e -> print_endline (Printexc.to_string e));
  let f = fun (Some x) -> x in
  (try ignore (f None) with e -> print_endline (Printexc.to_string e));
  let g x = let [ y ] = x in y in
  (try ignore (g [ 1; 2 ]) with e -> print_endline (Printexc.to_string e));
  Printf.printf "%d\n" (g [ 9 ])
