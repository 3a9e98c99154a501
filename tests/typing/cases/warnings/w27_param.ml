[@@@ocaml.warning "+27"]
let f x y = x
