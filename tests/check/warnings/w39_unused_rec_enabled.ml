[@@@ocaml.warning "+39"]
let rec not_recursive x = x + 1
