let make_accumulators () =
  let total = ref 0 in
  let add n = total := !total + n; !total in
  let sub n = total := !total - n; !total in
  let get () = !total in
  (add, sub, get)
let () =
  let add, sub, get = make_accumulators () in
  ignore (add 10); ignore (sub 3); ignore (add 5);
  Printf.printf "%d\n" (get ());
  let x = 10 in
  let f y = x + y in
  let x = 20 in
  Printf.printf "%d %d\n" (f 1) x;
  let memo f = let cache = Hashtbl.create 16 in fun n -> match Hashtbl.find_opt cache n with Some v -> v | None -> let v = f n in Hashtbl.add cache n v; v in
  let calls = ref 0 in
  let slow_square n = incr calls; n * n in
  let fast = memo slow_square in
  List.iter (fun n -> ignore (fast n)) [ 1; 2; 3; 1; 2; 3; 4 ];
  Printf.printf "calls %d\n" !calls;
  let rec memo_fib = let cache = Hashtbl.create 64 in fun n ->
    if n < 2 then n else match Hashtbl.find_opt cache n with Some v -> v | None -> let v = memo_fib (n - 1) + memo_fib (n - 2) in Hashtbl.add cache n v; v in
  Printf.printf "fib 40 = %d\n" (memo_fib 40)
