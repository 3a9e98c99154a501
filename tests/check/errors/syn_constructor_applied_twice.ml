type t = A
let x = A 1 2
