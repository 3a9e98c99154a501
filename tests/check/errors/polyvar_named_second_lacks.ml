type t = [ `A | `B ]
let f (x : t) = match x with `C -> 1
