let x = 1)
