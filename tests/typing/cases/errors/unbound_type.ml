let f (x : int t) = x
