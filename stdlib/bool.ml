(* Booleans. *)

type t = bool = false | true

external not : bool -> bool = "%boolnot"
external ( && ) : bool -> bool -> bool = "%sequand"
external ( || ) : bool -> bool -> bool = "%sequor"

let equal (a : bool) b = a = b
let compare (a : bool) b = Stdlib.compare a b
let to_int b = if b then 1 else 0
let to_float b = if b then 1. else 0.
let to_string b = if b then "true" else "false"
