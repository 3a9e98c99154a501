type t = { alpha : int }
let f = function ({ alpah = 1 } : t) -> 0 | _ -> 1
