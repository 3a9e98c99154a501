(* The types the type checker gives a format string literal, constructor by
   constructor, as OCaml types the term the literal stands for. OCaml defines
   them as the GADTs its Printf engine walks; flambe's runtime owns a
   format's representation, so here they are abstract, named as OCaml names
   them so that a message about a format reads as ocamlc's. *)

type ('a, 'b, 'c, 'd, 'e, 'f) format6
type ('a, 'b, 'c, 'd, 'e, 'f) fmt
type ('a, 'b) padding
type ('a, 'b) precision
type ('a, 'b, 'c, 'd, 'e, 'f) ignored
type ('a, 'b, 'c, 'd, 'e, 'f) formatting_gen
