let x = (y : int
