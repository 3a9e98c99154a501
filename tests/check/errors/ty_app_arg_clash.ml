let square x = x * x
let r = square "four"
