let f x = match x | 0 -> 1 | _ -> 2
