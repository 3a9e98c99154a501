let f = function
  | 0 "zero"
  | _ -> "other"
