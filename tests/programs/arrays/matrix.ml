let mat_mul a b =
  let n = Array.length a and m = Array.length b.(0) and k = Array.length b in
  Array.init n (fun i -> Array.init m (fun j -> let s = ref 0 in for x = 0 to k - 1 do s := !s + a.(i).(x) * b.(x).(j) done; !s))
let print m = Array.iter (fun row -> print_endline (String.concat " " (Array.to_list (Array.map (Printf.sprintf "%4d") row)))) m
let () =
  let a = [| [| 1; 2; 3 |]; [| 4; 5; 6 |] |] in
  let b = [| [| 7; 8 |]; [| 9; 10 |]; [| 11; 12 |] |] in
  print (mat_mul a b);
  let id = Array.make_matrix 4 4 0 in
  for i = 0 to 3 do id.(i).(i) <- 1 done;
  print id;
  let fib = [| [| 1; 1 |]; [| 1; 0 |] |] in
  let rec pow m n = if n = 1 then m else let h = pow m (n / 2) in let h2 = mat_mul h h in if n mod 2 = 0 then h2 else mat_mul h2 m in
  Printf.printf "fib 40 = %d\n" (pow fib 40).(0).(1);
  let t = Array.init 3 (fun i -> Array.init 2 (fun j -> a.(j).(i))) in
  print t;
  let shared = Array.make 2 (Array.make 2 0) in
  shared.(0).(0) <- 9;
  Printf.printf "aliasing: %d\n" shared.(1).(0)
