let val = 1
