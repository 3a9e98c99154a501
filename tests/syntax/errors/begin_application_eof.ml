let x = begin 1 2
