(* Doc comments in payloads are attached as in a structure (here, they document the payload's
   items); one after a single-expression payload, before a toplevel expression, is not. *)
let x = 1 [@@foo (** y's *) let y = 2]
[@@@bar
(** z's *)
let z = 3]
[@@@ocaml.warning (** nothing's *) "-32"]
