let rec f x = ignore (f 1); ignore (f "s"); x
