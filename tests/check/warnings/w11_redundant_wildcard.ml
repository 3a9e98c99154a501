let g b = match b with true -> 1 | false -> 0 | _ -> 2
