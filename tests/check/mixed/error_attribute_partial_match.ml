[@@@warning "@8"]
let f = function 0 -> 1
let g () = let z = 2 in ()
