[@@@ocaml.warning "+27"]
let first x y = x
let handler = function Some v -> 1 | None -> 0
