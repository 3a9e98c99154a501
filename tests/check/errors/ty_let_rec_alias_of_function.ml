let rec f = g and g = fun x -> f x
