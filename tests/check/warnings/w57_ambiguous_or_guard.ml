type t = A of int | B of int
let f = function
  | (A x, _) | (_, A x) when x > 0 -> x
  | _ -> 0
