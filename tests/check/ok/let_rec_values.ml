(* Recursive definitions of values, not only of functions. *)
type stream = Cons of int * stream
let rec ones = Cons (1, ones)
let rec alternating = 1 :: 2 :: alternating
let head (Cons (x, _)) = x
let first_two = match alternating with a :: b :: _ -> (a, b) | _ -> (0, 0)
let rec f = fun x -> if x > 0 then g (x - 1) else 0
and g x = f x
