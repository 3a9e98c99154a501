let f = function
  | 0 -> "zero"
  | 1 -> "one"
