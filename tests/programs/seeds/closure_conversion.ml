(* Seed 004: closure conversion, inlining and the simple passes, as runnable code: each pair of
   functions is a source function and its hand-transformed version, which must agree. *)
let f x = x + 1
let g y = f (f y)
let g' y = y + 2
let a = 1
let h x = x + a
type env = { a : int }
let h_converted x environment = x + environment.a
let h_closure = (h_converted, { a })
let () =
  Printf.printf "%d %d\n" (g 40) (g' 40);
  Printf.printf "%d %d\n" (h 42) ((fst h_closure) 42 (snd h_closure))
let f2 x = (x, fun y -> y + 1)
let g2 x = let a, h = f2 x in h a
let cf x = let a = 1 in let b = a + 1 in x + b
let alias x = let tuple = (x, x) in let y, z = tuple in y + z
let local x = let g y = x + y in g x
let cse x = let a = x + 1 in let b = x + 1 in a + b
let lifted_constant x = let l = [ 1 ] in x :: l
let lambda_lift x = let g y x = x + y in g 4 x
let init_closure x n = let g i = i + x in Array.init n g
let () =
  Printf.printf "%d %d %d %d %d\n" (g2 5) (cf 5) (alias 5) (local 5) (cse 5);
  Printf.printf "%s %d\n" (String.concat "," (List.map string_of_int (lifted_constant 0))) (lambda_lift 10);
  print_endline (String.concat " " (Array.to_list (Array.map string_of_int (init_closure 100 5))));
  let rec fr x = let g y = if y > 3 then y else fr (y + 1) in g x in
  Printf.printf "%d\n" (fr 0)
