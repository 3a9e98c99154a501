[@@@ocaml.warning "+9"]
type p = { x : int; y : int; z : int }
let get_x { x } = x
