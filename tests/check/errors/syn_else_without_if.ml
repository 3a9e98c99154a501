let f x = (print_int x; else 0)
