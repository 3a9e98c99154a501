let x = 1 in
