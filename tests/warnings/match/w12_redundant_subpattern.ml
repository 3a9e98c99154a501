let f = function
  | (Some _ | None | Some 1) -> 0
