type t = [ `A | `B of int ]
let f (x : t) = match x with `A -> 0 | `B -> 1
