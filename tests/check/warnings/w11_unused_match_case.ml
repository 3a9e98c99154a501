let f = function
  | Some x -> x
  | None -> 0
  | Some 3 -> 3
