let f (r : int) = r.y
