let f (x : [ `A ]) = match x with `B -> 1
