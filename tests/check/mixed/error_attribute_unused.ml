[@@@warning "@26"]
let f x = match x with 0 -> 1
let g () = let z = 2 in ()
let k = 3
