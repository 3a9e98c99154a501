let x = f (1, 2
