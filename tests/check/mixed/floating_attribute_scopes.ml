let f = function 0 -> 1
[@@@warning "-8"]
let g = function 0 -> 1
let h () = let z = 2 in ()
[@@@warning "+8-26"]
let k = function 0 -> 1
let m () = let w = 2 in ()
