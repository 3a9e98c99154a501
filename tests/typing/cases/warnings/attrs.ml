[@@@ocaml.warning "-26"]
let f x = let y = 1 in x
let g x = (let z = 2 in x) [@warning "+26"]
