let r = { 1 = 2 }
