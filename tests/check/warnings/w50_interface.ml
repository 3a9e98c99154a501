let x = 1
let y = 2
let f n = n
exception E
(** in the implementation too *)
let z = 3
