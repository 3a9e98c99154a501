let x = B.y + C.z
