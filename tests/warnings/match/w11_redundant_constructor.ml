type t = A | B
let f = function
  | A -> 1
  | B -> 2
  | A -> 3
