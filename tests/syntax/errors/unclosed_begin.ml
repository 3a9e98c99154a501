let x = begin 1
