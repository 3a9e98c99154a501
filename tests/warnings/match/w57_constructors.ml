type t = Pair of int * int
let f = function
  | Pair (x, 0) | Pair (0, x) when x mod 2 = 0 -> "even partner of zero"
  | Pair (x, _) | Pair (_, x) when x > 100 -> "big somewhere"
  | _ -> "other"
