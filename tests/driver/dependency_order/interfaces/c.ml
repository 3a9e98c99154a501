let z = 3
