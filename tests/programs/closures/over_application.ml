let make_adder n = fun x -> x + n
let choose b = if b then (fun x y -> x * y) else fun x -> fun y -> x - y
let compose f g = fun x -> f (g x)
let () =
  Printf.printf "%d\n" (make_adder 5 10);
  Printf.printf "%d %d\n" (choose true 6 7) (choose false 6 7);
  Printf.printf "%d\n" (compose (make_adder 1) (make_adder 2) 0);
  let id x = x in
  Printf.printf "%d\n" (id id id (fun x -> x * 3) 5);
  let curry3 f a b c = f (a, b, c) in
  Printf.printf "%d\n" (curry3 (fun (a, b, c) -> a * b * c) 2 3 4);
  let rec apply_n n f = if n = 0 then (fun x -> x) else (fun x -> apply_n (n - 1) f (f x)) in
  Printf.printf "%d\n" (apply_n 5 (fun x -> x * 2) 1);
  let k x _ = x in
  Printf.printf "%s\n" (k k "a" "b" "c")
