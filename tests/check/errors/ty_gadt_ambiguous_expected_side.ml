type _ t = Int : int t | Bool : bool t
let f (type a) (x : a t) (y : a) = match x with Int -> if true then 1 else y | Bool -> y
