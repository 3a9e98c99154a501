type t = { alpha : int }
let r : t = { alpha = 1; beta = 2 }
