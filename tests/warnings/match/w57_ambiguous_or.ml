let f = function
  | (x, _) | (_, x) when x > 0 -> x
  | _ -> 0
