(* Operators used as ordinary functions. *)
let add = ( + )
let sub = ( - )
let mul = ( * )
let cat = ( ^ )
let neq = ( != )
let eq = ( == )
let lt = ( < )
let land_ = ( land )
let cons x xs = x :: xs
let sum = List.fold_left ( + ) 0 [1; 2; 3]
let prod = List.fold_left ( *. ) 1. [1.; 2.]
let sorted = List.sort ( compare ) [3; 1; 2]
let pairs = List.map2 ( - ) [5; 6] [1; 2]
let r = ref 1
let () = ( := ) r 2
let v = ( ! ) r
