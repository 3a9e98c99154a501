type t = [ `A | `B ]
type u = [ `A | `B ]
let f (x : t) = (x : u)
let g = function #t as x -> x
let h (x : t) = x = `A
