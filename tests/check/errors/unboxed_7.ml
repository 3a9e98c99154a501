let before = 1
type t = A of { mutable x : int } [@@unboxed]
let after = 2
