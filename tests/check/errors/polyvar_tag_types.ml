let f (x : [ `A of int ]) = (x : [ `A of string ])
