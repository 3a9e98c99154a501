let before = 1
type t = int [@@unboxed]
let after = 2
