let w = D.z
