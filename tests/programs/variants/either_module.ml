let classify n = if n mod 2 = 0 then Either.Left n else Either.Right (string_of_int n)
let () =
  let l = List.map classify [ 1; 2; 3; 4; 5 ] in
  let lefts, rights = List.partition_map (fun x -> x) l in
  Printf.printf "lefts %s rights %s\n" (String.concat "," (List.map string_of_int lefts)) (String.concat "," rights);
  List.iter (fun e -> print_string (Either.fold ~left:(fun n -> Printf.sprintf "L%d " n) ~right:(fun s -> "R" ^ s ^ " ") e)) l;
  print_newline ();
  Printf.printf "%b %b\n" (Either.is_left (Either.Left 1)) (Either.is_right (Either.Left 1));
  Printf.printf "%s\n" (match Either.map_left (fun x -> x * 10) (Either.Left 4) with Either.Left v -> string_of_int v | Either.Right () -> "r")
