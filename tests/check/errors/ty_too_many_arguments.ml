let add a b = a + b
let r = add 1 2 3
