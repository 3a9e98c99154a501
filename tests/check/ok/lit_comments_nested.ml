(* Comments nest, and strings inside comments are lexed as strings. *)
(* outer (* inner *) still outer *)
(* a string with a closing marker: "*)" is not the end *)
(* a quoted string {| *) |} is skipped too *)
(* a char '"' does not open a string *)
let x = 1 (* trailing *) + (* between *) 2
(** doc comment *)
let y = x * 2
(***)
let z = y (* (* (* deep *) *) *)
