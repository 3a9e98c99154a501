let f x = match x with `A -> 1 | `A 3 -> 2
