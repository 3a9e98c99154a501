let t = (1, , 2)
