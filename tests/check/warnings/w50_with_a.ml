(* With -w +a, the doc comments' warnings come after the lexer's, before the typer's. *)
let x = 1
(** ambiguous *)
let y = 2
let f a = let unused = 1 in (** nothing's *) a
let s = "\q"
