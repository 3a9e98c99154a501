type t = A of int | B of int * int
let f = function A x | B (x, y) -> x + y
