let x = 1 
