let fst3 (a, _, _) = a
let x = fst3 (1, 2)
