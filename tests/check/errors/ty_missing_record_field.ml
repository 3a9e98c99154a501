type point = { x : int; y : int; z : int }
let p = { x = 1; y = 2 }
