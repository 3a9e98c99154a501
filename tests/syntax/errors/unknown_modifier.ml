let x = 12z
