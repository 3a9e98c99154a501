let area r = (3.14 *. r *. r
let x = 1
