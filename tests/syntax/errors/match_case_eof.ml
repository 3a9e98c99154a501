let f x = match x with | A -> 1 | B
