let x = 1
type t = A
let helper = 3
