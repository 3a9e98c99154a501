let f c = match c with 'a' -> 1 | "b" -> 2 | _ -> 0
