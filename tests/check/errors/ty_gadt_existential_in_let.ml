type t = T : 'a * ('a -> int) -> t
let f v = let T (x, g) = v in x
