let same (x, x) = true
