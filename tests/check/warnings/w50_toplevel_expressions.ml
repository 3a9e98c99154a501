(** before a toplevel expression: documents nothing *)
print_string "a";;
(** after it, and before an item *)
let x = 1;;
print_string "b"
(** after the last expression, at the end of the file *)
