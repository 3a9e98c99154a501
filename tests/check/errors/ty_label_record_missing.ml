type t = { mutable x : int }
let r : t = { y = 1 }
