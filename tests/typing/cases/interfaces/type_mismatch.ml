type t = A
let v = A
