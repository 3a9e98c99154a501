type t = { x : int; y : int }
let a = { x = 1 }
