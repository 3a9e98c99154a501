type t = { mutable x : int }
type u = { z : int }
let f (r : t) = r.z <- 1
