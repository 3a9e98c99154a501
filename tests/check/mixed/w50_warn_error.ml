let x = 1
(** ambiguous, and an error *)
let y = 2
let f a = let unused = 1 in a
