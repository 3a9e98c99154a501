let greeting = "hello
let x = 1
