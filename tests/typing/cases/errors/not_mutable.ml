type r = { a : int }
let f x = x.a <- 1
