(* A carriage return is part of a newline (CR LF); a lone one is an illegal character. *)
let x = 1
let y = 2  let z = 3
