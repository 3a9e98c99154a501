let x = 5
let y = x 3
