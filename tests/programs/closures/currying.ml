let curry f a b = f (a, b)
let uncurry f (a, b) = f a b
let flip f a b = f b a
let () =
  let add (a, b) = a + b in
  let cadd = curry add in
  Printf.printf "%d\n" (cadd 3 4);
  let uadd = uncurry ( + ) in
  Printf.printf "%d\n" (uadd (5, 6));
  Printf.printf "%d\n" (flip ( - ) 1 10);
  let pipeline = List.fold_left (fun f g -> fun x -> g (f x)) Fun.id [ ( + ) 1; ( * ) 2; flip ( - ) 3 ] in
  Printf.printf "%d\n" (pipeline 5);
  let f a b c d e = a + 2 * b + 3 * c + 4 * d + 5 * e in
  let g = f 1 in let h = g 1 1 in let i = h 1 in
  Printf.printf "%d %d\n" (i 1) (f 1 1 1 1 1);
  let swap_args = fun f x y -> f y x in
  print_endline (swap_args ( ^ ) "world" "hello ")
