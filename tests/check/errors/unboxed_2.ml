let before = 1
type t = A of int | B of int [@@unboxed]
let after = 2
