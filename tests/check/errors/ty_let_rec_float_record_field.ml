type r = { a : float; b : float }
let rec r = { a = 1.0; b = r.a }
