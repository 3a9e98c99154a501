let f = function
  | 0 | 1 | 2 | 3 -> "small"
  | 5 -> "five"
