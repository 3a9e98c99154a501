let zero = 0
