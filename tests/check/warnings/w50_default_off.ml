(* Warning 50 is off by default: only the unused variable is reported. *)
let x = 1
(** ambiguous *)
let y = 2
let f a = let unused = 1 in (** nothing's *) a
