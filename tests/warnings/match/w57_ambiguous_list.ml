let f = function
  | [ x; _ ] | [ _; x ] when x = "key" -> true
  | _ -> false
