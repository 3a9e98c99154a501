(* Naming OCaml values for the runtime (and foreign code) to find. *)

external register_named_value : string -> 'a -> unit = "caml_register_named_value"

let register name v = register_named_value name v

(* OCaml registers the exception's constructor; with arguments, that is
   the first field of the exception value. *)
external exn_constructor : exn -> exn = "caml_flambe_exn_constructor"

let register_exception name e = register_named_value name (exn_constructor e)
