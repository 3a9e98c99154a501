let before = 1
type t = A [@@unboxed]
let after = 2
