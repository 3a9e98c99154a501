type t = Leaf | Node of int
let n = Leaf 3
