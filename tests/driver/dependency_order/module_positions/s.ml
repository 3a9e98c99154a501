let s = 1
