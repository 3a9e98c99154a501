type t = A
let x : t = B
