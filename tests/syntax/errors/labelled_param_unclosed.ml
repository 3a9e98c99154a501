let f ~(x : int
