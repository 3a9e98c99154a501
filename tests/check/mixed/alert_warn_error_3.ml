(* `-warn-error +3` makes the deprecated alert an error, warning 3 being its old name. *)
let a = String.copy "a"
let b = Char.lowercase 'B'
