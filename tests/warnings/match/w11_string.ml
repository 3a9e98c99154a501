let f = function
  | "a" -> 1
  | "b" -> 2
  | "a" -> 3
  | _ -> 4
