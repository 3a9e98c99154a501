type r = { a : int; b : bool }
let f = function
  | { a = 0; b = true } -> 1
  | { a = _; b = false } -> 2
