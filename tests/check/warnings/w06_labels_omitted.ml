let sub ~a ~b = a - b
let x = sub 10 3
