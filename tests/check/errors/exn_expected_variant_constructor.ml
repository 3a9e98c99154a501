(* A constructor of another type where an exception is expected: ocamlc looks in exn first *)
type shape = Circle of float | Square of float
let () = raise (Circle 1.0)
