(* Every definition of the let is a function: each name is known to the others *)
let even n = n = 0 || odd (n - 1)
and odd n = n <> 0 && even (n - 1)
