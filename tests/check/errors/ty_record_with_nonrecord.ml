let x = 3
let y = { x with contents = 4 }
