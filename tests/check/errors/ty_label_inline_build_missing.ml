type t = A of { x : int }
let v = A { y = 1 }
