let (x : int = 1
