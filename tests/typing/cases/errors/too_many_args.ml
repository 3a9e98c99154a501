let f (x : int) = x
let y = f 1 2
