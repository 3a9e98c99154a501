let f = function
  | lazy (Some x) -> x
