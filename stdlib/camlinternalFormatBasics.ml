(* Types only: see camlinternalFormatBasics.mli. *)

type ('a, 'b, 'c, 'd, 'e, 'f) format6
type ('a, 'b, 'c, 'd, 'e, 'f) fmt
type ('a, 'b) padding
type ('a, 'b) precision
type ('a, 'b, 'c, 'd, 'e, 'f) ignored
type ('a, 'b, 'c, 'd, 'e, 'f) formatting_gen
