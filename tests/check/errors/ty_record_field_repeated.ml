type p = { x : int; y : int }
let v = { x = 1; x = 2; y = 3 }
