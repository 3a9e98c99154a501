let f ?(x = 1) = x + 1
let g ~a ~b = a - b
let r = g 1 2
