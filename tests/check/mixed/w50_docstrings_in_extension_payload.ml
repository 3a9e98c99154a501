(* Doc comments in an extension's payload, which ocamlc parses before it reports the extension as uninterpreted. *)
let c = [%e let x = 1 (** local *) in x (** after *)]
