(* A constructor that is not in the type expected, that of an if without else: ocamlc says why
   that type is expected. *)
let check d =
  if d = 0 then Division_by_zero raise;
  d
