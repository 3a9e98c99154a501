let v = 4
