let z = C.w
