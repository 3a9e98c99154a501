let y = 3
let f () = y <- 2
