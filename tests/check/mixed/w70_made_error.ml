(* -w @70: the missing interface is an error. *)
let f x = x + 1
