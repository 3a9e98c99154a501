let f = fun x y x + y
