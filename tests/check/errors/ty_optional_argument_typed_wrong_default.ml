let f ?(x = "zero") () = x + 1
