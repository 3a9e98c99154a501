let x = B.y
