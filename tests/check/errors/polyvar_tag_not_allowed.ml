let f = function `A -> 1 | `B -> 2
let x = f `C
