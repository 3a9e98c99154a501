open Utils
let x = 1
