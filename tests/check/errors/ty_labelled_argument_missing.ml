let succ_x ~x = x + 1
let g = List.map (succ_x : int -> int) [1; 2]
