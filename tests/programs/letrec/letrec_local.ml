let () =
  let rec countdown n acc = if n = 0 then List.rev acc else countdown (n - 1) (n :: acc) in
  print_endline (String.concat " " (List.map string_of_int (countdown 10 [])));
  let rec zeros = 0 :: zeros in
  Printf.printf "%d\n" (List.nth zeros 1000);
  let make_cycle x y = let rec l = x :: y :: l in l in
  let c = make_cycle "p" "q" in
  Printf.printf "%s%s%s\n" (List.nth c 0) (List.nth c 1) (List.nth c 5);
  let rec fn = fun n -> if n <= 1 then 1 else n * fn (n - 1) in
  Printf.printf "%d\n" (fn 10);
  let rec arr = [| (fun () -> Array.length arr) |] in
  Printf.printf "%d\n" (arr.(0) ())
