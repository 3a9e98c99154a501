(* A weak type variable stops the file after the typing warnings and the missing interface. *)
let f = function 0 -> 1
let r = ref []
