type t = int
let y = A.x
