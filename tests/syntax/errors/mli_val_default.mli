val x : int = 1
