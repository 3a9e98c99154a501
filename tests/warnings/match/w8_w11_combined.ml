type t = A | B | C | D
let f = function
  | A | B -> 1
  | B -> 2
  | C -> 3
