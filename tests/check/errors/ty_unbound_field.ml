type point = { x : int; y : int }
let z p = p.z
