type _ t = Int : int t
let f (type a) (x : a t) (y : a) = match x with Int -> if true then y else 0
