let k (x : [ `A | `B ]) = match x with `A -> 1 | `B -> 2 | _ -> 3
let m x = match x with `A -> 1 | `B -> 2 | `A -> 3
let f (x : [ `A | `B | `C ]) = match x with `A -> 1 | `B -> 2
let q = function `A | `B -> 0 | `A -> 1
