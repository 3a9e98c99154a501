let rec f x = f
