(* Stream fusion: a stream is a state and a function giving the next
   element and state. The sum of the squares of 0..10 built from [unfold],
   [map] and [fold] allocates a state and a step at each element at -O0;
   with the optimiser (try -O3) the closures are known, the calls inlined
   or specialised and the steps taken apart where they are made. *)

type ('a, 's) step = Done | Yield of 'a * 's

type 'a stream = Stream : 's * ('s -> ('a, 's) step) -> 'a stream

let unfold next seed = Stream (seed, next)

let map f (Stream (s, next)) =
  Stream
    ( s,
      fun s -> match next s with Done -> Done | Yield (x, s') -> Yield (f x, s') )

let fold f acc (Stream (s, next)) =
  let rec go acc s = match next s with Done -> acc | Yield (x, s') -> go (f acc x) s' in
  go acc s

let range lo hi = unfold (fun i -> if i > hi then Done else Yield (i, i + 1)) lo

let square x = x * x

let sum s = fold ( + ) 0 s

let sum_of_squares n = sum (map square (range 0 n))

let () = Printf.printf "%d\n" (sum_of_squares 10)
