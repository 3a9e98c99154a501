(* An immutable field assigned a value of its type *)
type point = { x : int; y : int }
let move (p : point) = p.x <- p.y
