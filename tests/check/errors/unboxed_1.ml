let before = 1
type t = { a : int; b : float } [@@unboxed]
let after = 2
