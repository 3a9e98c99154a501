type point = { x : int; y : int
let p = 1
