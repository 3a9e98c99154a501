let f x = match int_of_string x with
  | 0 -> "zero"
  | exception Failure _ -> "bad"
