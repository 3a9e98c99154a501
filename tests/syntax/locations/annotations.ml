let f : ((int * int) -> bool) = g
let g : ((int)) = 1
let h : (int) list = 1
let (x, y) : (int * int) = p
let k : type a. (a -> a) = fun x -> x
