open O
include I
module X = F.Make (S)
let () = print_int (P.(v) + X.r + ov + iv)
