(* An immutable field assigned a value of the wrong type: the type error comes first *)
type point = { x : int; y : int }
let move p = p.x <- "left"
