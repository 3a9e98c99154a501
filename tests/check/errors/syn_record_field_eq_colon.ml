let p = { x : 1 }
