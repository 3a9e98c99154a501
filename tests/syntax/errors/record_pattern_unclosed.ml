let f { a; b = c = 1
