let f = function
  | (x, 0) | (0, x) when x > 0 -> x
  | _ -> -1
