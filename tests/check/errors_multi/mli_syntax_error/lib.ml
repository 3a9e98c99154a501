let f x = x
