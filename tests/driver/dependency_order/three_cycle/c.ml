let z = A.x
