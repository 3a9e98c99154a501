let rec fix f x = f (fix f) x
let fact = fix (fun self n -> if n = 0 then 1 else n * self (n - 1))
let rec iterate n f x = if n = 0 then x else iterate (n - 1) f (f x)
let church n = fun f x -> iterate n f x
let unchurch c = c (fun x -> x + 1) 0
let add_c m n = fun f x -> m f (n f x)
let mul_c m n = fun f -> m (n f)
let () =
  Printf.printf "fact 10 = %d\n" (fact 10);
  let three = church 3 and four = church 4 in
  Printf.printf "3+4=%d 3*4=%d\n" (unchurch (add_c three four)) (unchurch (mul_c three four));
  let twice f = fun x -> f (f x) in
  Printf.printf "%d\n" ((twice twice) (fun x -> x + 3) 0);
  Printf.printf "%d\n" (twice (twice (twice (fun x -> x * 2))) 1)
