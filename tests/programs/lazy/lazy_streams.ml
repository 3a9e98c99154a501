type 'a stream = Nil | Cons of 'a * 'a stream Lazy.t
let rec from n = Cons (n, lazy (from (n + 1)))
let rec take n s = if n = 0 then [] else match s with Nil -> [] | Cons (x, r) -> x :: take (n - 1) (Lazy.force r)
let rec filter p = function Nil -> Nil | Cons (x, r) -> if p x then Cons (x, lazy (filter p (Lazy.force r))) else filter p (Lazy.force r)
let rec map f = function Nil -> Nil | Cons (x, r) -> Cons (f x, lazy (map f (Lazy.force r)))
let rec sieve = function Nil -> Nil | Cons (p, r) -> Cons (p, lazy (sieve (filter (fun x -> x mod p <> 0) (Lazy.force r))))
let show l = String.concat " " (List.map string_of_int l)
let () =
  print_endline (show (take 10 (from 1)));
  print_endline (show (take 10 (map (fun x -> x * x) (from 1))));
  print_endline (show (take 25 (sieve (from 2))));
  let rec fibs a b = Cons (a, lazy (fibs b (a + b))) in
  print_endline (show (take 20 (fibs 0 1)))
