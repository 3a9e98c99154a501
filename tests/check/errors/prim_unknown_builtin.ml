(* An external naming a %-primitive the compiler does not have: ocamlc refuses it where it is
   declared, used or not (the bad-input fuzzer once made one from a library source). *)
external register : string -> int -> unit = "%.caml_register_named_value"
let x = 1
