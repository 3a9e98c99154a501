let y = C.z
