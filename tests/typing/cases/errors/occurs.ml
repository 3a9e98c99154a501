let f x = x x
