let before = 1
type t = A of { x : int; y : int } [@@unboxed]
let after = 2
