let x = 1
(* this comment never ends
let y = 2
