(* The forgotten rec: ocamlc hints at it, naming the line of the let *)
let fact n = if n = 0 then 1 else n * fact (n - 1)
