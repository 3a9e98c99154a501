let f = fun (x -> x
