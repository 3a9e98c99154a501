(* Seed 002: the running example of the Flambda 2 static analysis talk, a stream with an
   existential state (the State GADT), folded after a map: the sum of the squares of 0..10. *)
type ('a, 's) node = Empty | Cons of 'a * 's
type _ t = State : 's * ('s -> ('a, 's) node) -> 'a t
let rec fold_left f acc (State (s, next)) =
  match next s with
  | Empty -> acc
  | Cons (x, s') -> fold_left f (f acc x) (State (s', next))
let map f (State (s, next)) =
  State (s, fun s -> match next s with Empty -> Empty | Cons (x, s') -> Cons (f x, s'))
let unfold f acc = State (acc, f)
let ints lo hi = unfold (fun i -> if i >= hi then Empty else Cons (i, i + 1)) lo
let square x = x * x
let sum s = fold_left ( + ) 0 s
let () =
  let s1 = ints 0 11 in
  let s2 = map square s1 in
  Printf.printf "sum of squares 0..10 = %d\n" (sum s2);
  Printf.printf "sum 0..10 = %d\n" (sum s1);
  Printf.printf "sum of cubes 1..100 = %d\n" (sum (map (fun x -> x * x * x) (ints 1 101)));
  let evens = unfold (fun (i, n) -> if n = 0 then Empty else Cons (i, (i + 2, n - 1))) (0, 5) in
  Printf.printf "first five evens: %s\n" (String.concat " " (List.rev (fold_left (fun acc x -> string_of_int x :: acc) [] evens)));
  Printf.printf "%d\n" (sum (map square (map (fun x -> x + 1) (ints 0 1000))))
