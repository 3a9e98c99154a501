type color = Red | Green
let c = Blue
