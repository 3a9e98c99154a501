type t = A of int | B of string * int | C
let f = function
  | A 0 -> 0
  | B ("x", _) -> 1
  | C -> 2
