type t = { mutable x : int }
let f (r : t) = match r with { y = 1 } -> 0 | _ -> 1
