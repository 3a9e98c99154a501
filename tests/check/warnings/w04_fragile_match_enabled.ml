[@@@ocaml.warning "+4"]
type t = A | B | C
let is_a = function A -> true | _ -> false
