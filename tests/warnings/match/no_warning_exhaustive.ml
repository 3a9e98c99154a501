type t = A | B of int
let f = function
  | A -> 0
  | B n when n > 0 -> n
  | B _ -> -1
let g = function (x, 0) | (0, x) -> x | (x, y) -> x + y
