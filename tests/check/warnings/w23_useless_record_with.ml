type p = { x : int; y : int }
let origin = { x = 0; y = 0 }
let copy = { origin with x = 1; y = 2 }
