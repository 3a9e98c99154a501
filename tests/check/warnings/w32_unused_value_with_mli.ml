[@@@ocaml.warning "+32"]
let exported x = x + 1
let internal_only = 42
