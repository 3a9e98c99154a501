type t = A | B of int
let f = function
  | [] -> 0
  | A :: _ -> 1
  | B 0 :: _ -> 2
