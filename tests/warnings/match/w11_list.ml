let f = function
  | [] -> 0
  | _ :: _ -> 1
  | [ _ ] -> 2
