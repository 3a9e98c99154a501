let f = fun (x, x) -> x
