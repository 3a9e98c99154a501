let f x = match x with
  | n when n > 0 -> "positive"
  | n when n <= 0 -> "not positive"
