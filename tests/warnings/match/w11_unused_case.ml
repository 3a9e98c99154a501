let f = function
  | _ -> "anything"
  | 0 -> "zero"
