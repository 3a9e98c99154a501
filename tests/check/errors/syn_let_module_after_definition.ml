let x = 1
let module L = List in print_int (L.length [x])
