let before = 1
type t = { mutable a : int } [@@unboxed]
let after = 2
