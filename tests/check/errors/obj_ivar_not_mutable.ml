let o = object val x = 1 method m = x <- 2 end
