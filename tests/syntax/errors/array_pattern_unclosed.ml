let f [| a; b = 1
