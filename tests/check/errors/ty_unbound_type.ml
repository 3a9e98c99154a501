let f (x : intt) = x
