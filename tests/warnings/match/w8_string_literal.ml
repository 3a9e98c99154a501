let f s = match s with
  | "yes" -> true
  | "no" -> false
