(* Declared here, not in Lazy, so that it prints as OCaml's does. *)

external register_named_value : string -> 'a -> unit
  = "caml_register_named_value"

exception Undefined

let () = register_named_value "CamlinternalLazy.Undefined" Undefined
