[@@@ocaml.warning "+32"]
type t = int
let make x = x
let unused_one = 4
