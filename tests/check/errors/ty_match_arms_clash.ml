let f = function
  | 0 -> "zero"
  | 1 -> 1.0
  | _ -> "many"
