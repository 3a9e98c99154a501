let f (x, y = x
