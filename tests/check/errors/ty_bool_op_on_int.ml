let f a b = a && b + 1
