let f x = match x with Some y -> y | None -> 1.0 | 3 -> 2.
