let f = function
  | [||] -> 0
  | [| x |] -> x
