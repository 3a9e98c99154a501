let f = function
  | Some (Some x) -> x
  | None -> 0
