let y = 2
