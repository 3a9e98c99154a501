(* After `(`, only an expression or an operator can come: a keyword that starts neither wanted
   an operator. *)
let value = 1
let broken = List.length (when value)
