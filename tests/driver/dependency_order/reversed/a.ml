let x = B.y + 1
