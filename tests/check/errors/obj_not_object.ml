let x = 3
let _ = x#m
