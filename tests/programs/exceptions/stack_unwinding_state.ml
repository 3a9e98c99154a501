let depth = ref 0
let rec descend n =
  incr depth;
  let result = if n = 0 then failwith "bottom" else descend (n - 1) in
  decr depth; result
let () =
  (try ignore (descend 10) with Failure m -> Printf.printf "%s reached, depth counter %d\n" m !depth);
  depth := 0;
  let rec descend_protected n =
    incr depth;
    Fun.protect ~finally:(fun () -> decr depth) (fun () -> if n = 0 then failwith "bottom" else descend_protected (n - 1)) in
  (try ignore (descend_protected 10) with Failure m -> Printf.printf "%s reached, depth counter %d\n" m !depth)
