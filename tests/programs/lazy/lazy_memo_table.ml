let table = Array.init 30 (fun i -> lazy (Printf.printf "[compute %d]" i; i * i * i))
let () =
  let get i = Lazy.force table.(i) in
  Printf.printf " %d\n" (get 3);
  Printf.printf " %d\n" (get 3);
  Printf.printf " %d\n" (get 29);
  let forced = Array.fold_left (fun n l -> if Lazy.is_val l then n + 1 else n) 0 table in
  Printf.printf "forced %d of %d\n" forced (Array.length table)
let fib_table : int Lazy.t array = Array.make 45 (lazy 0)
let () =
  for i = 0 to 44 do fib_table.(i) <- lazy (if i < 2 then i else Lazy.force fib_table.(i - 1) + Lazy.force fib_table.(i - 2)) done;
  Printf.printf "fib 44 = %d\n" (Lazy.force fib_table.(44))

