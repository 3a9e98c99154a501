let f x = if x 1 else 2
