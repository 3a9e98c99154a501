let x = 1 + 2.5
