[@@@ocaml.warning "+33"]
open List
let x = 1 + 2
