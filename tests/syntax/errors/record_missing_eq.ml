let r = { a 1 }
