let () =
  let module M = struct let x = 10 let f y = x + y end in
  Printf.printf "%d\n" (M.f 5);
  let module S = Set.Make (String) in
  let s = S.of_list [ "b"; "a"; "c"; "a" ] in
  print_endline (String.concat "," (S.elements s));
  let result = let open List in map (fun x -> x * 2) (filter (fun x -> x > 1) [ 1; 2; 3 ]) in
  print_endline (String.concat "," (List.map string_of_int result));
  let sum_squares n = let module A = Array in A.fold_left ( + ) 0 (A.init n (fun i -> i * i)) in
  Printf.printf "%d\n" (sum_squares 10)
