let x = 1.5l
