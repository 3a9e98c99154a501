(* The spelling hint first, then the rec hint *)
let fat = 2
let fact n = if n = 0 then fat else fact (n - 1)
