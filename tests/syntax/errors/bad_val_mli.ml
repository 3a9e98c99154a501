let x = 1 : int
