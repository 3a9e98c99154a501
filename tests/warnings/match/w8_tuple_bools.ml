let f = function
  | true, true -> 1
  | false, false -> 0
