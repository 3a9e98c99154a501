type t = Pair of int * int
let f = function Pair (a, b, c) -> a + b + c
