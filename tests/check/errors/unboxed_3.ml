let before = 1
type t = A of int * int [@@unboxed]
let after = 2
