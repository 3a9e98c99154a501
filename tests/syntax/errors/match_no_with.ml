let f x = match x A -> 1
