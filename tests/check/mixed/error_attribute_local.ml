let f x = let y = 1 in x
let g = ((function 0 -> 1) [@warning "@8"])
