let x = 1
let open List in print_int (length [x])
