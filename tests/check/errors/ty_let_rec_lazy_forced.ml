let rec x = lazy (Lazy.force x) and y = Lazy.force x
