let f (lazy x) = x + 1
let r = f 3
