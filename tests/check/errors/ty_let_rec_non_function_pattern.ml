let rec (a, b) = (1, 2)
