let f ?(x
