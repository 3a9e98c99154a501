let v = 40
