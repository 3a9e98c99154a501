type e = ..
type e += Code of int
let x = Code ("a", 1)
