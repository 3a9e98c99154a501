let f ?(x = 1) = x + 1
