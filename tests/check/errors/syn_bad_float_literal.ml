let x = 1.5e
