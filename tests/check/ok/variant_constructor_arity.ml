(* A constructor of two arguments versus one tuple argument. *)
type two = Two of int * int
type one = One of (int * int)
let t = Two (1, 2)
let o = One (1, 2)
let pair = (3, 4)
let o2 = One pair
let sum_two (Two (a, b)) = a + b
let sum_one (One p) = fst p + snd p
let as_pair (One ((_, _) as p)) = p
