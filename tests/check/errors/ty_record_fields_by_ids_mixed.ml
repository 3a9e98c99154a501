type a = { x : int; y : int }
type b = { x : int; z : int }
let v = { x = 1; y = 2; z = 3 }
