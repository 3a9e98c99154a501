type t = Pair of int * int
let p = Pair 1
