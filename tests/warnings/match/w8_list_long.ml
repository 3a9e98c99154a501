let f = function
  | [] -> 0
  | [ _ ] -> 1
  | [ _; _ ] -> 2
