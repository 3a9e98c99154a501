let f x = let y = 1 in match x with 0 -> 1
let g () = let z = 2 in ()
type t = A | B
let h = function A -> 1 | B -> 2 | _ -> 3
