let x = 1
(* a comment with "an unterminated string *)
let y = 2
