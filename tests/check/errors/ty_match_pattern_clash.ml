let f x = match x with
  | 0 -> "int"
  | "s" -> "string"
  | _ -> "other"
