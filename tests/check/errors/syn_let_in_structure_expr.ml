let x = 1
let y = let z = 2
let w = 3
