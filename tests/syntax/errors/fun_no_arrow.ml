let f = fun x y
