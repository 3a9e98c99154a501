type t = { mutable x : int }
let f (r : t) = r.y <- 1
