(* Marshaling of data structures: OCaml 4.13's Marshal interface. Values are written in OCaml's
   format and read back within one program (see runtime/marshal.ts for what differs from
   OCaml's bytes: arrays, bytes and all-float records take a longer encoding; functions, with
   [Closures], read back in the run that wrote them only). *)

type extern_flags =
  | No_sharing
  | Closures
  | Compat_32

val to_channel : out_channel -> 'a -> extern_flags list -> unit
external to_bytes : 'a -> extern_flags list -> bytes = "caml_output_value_to_bytes"
external to_string : 'a -> extern_flags list -> string = "caml_output_value_to_string"
val to_buffer : bytes -> int -> int -> 'a -> extern_flags list -> int
val from_channel : in_channel -> 'a
val from_bytes : bytes -> int -> 'a
val from_string : string -> int -> 'a
val header_size : int
val data_size : bytes -> int -> int
val total_size : bytes -> int -> int
