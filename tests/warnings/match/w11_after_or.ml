let f = function
  | Some 1 | Some 2 -> "one or two"
  | Some _ | None -> "other"
  | Some 2 -> "never"
