(* Marshaling: the runtime (runtime/marshal.ts) writes and reads OCaml's format; the bounds
   checks are here, as in OCaml's marshal.ml. *)

type extern_flags =
  | No_sharing
  | Closures
  | Compat_32

external to_channel : out_channel -> 'a -> extern_flags list -> unit = "caml_output_value"
external to_bytes : 'a -> extern_flags list -> bytes = "caml_output_value_to_bytes"
external to_string : 'a -> extern_flags list -> string = "caml_output_value_to_string"

external to_buffer_unsafe : bytes -> int -> int -> 'a -> extern_flags list -> int
  = "caml_output_value_to_buffer"

let to_buffer buff ofs len v flags =
  if ofs < 0 || len < 0 || ofs > Bytes.length buff - len then
    invalid_arg "Marshal.to_buffer: substring out of bounds"
  else to_buffer_unsafe buff ofs len v flags

external from_channel : in_channel -> 'a = "caml_input_value"
external from_bytes_unsafe : bytes -> int -> 'a = "caml_input_value_from_bytes"
external from_string_unsafe : string -> int -> 'a = "caml_input_value_from_string"
external data_size_unsafe : bytes -> int -> int = "caml_marshal_data_size"
external data_size_of_string : string -> int -> int = "caml_marshal_data_size"

let header_size = 20

let data_size buff ofs =
  if ofs < 0 || ofs > Bytes.length buff - header_size then invalid_arg "Marshal.data_size"
  else data_size_unsafe buff ofs

let total_size buff ofs = header_size + data_size buff ofs

let from_bytes buff ofs =
  if ofs < 0 || ofs > Bytes.length buff - header_size then invalid_arg "Marshal.from_bytes"
  else begin
    let len = data_size_unsafe buff ofs in
    if ofs > Bytes.length buff - (header_size + len) then invalid_arg "Marshal.from_bytes"
    else from_bytes_unsafe buff ofs
  end

(* OCaml's from_string is its from_bytes, whose messages it gives. *)
let from_string buff ofs =
  if ofs < 0 || ofs > String.length buff - header_size then invalid_arg "Marshal.from_bytes"
  else begin
    let len = data_size_of_string buff ofs in
    if ofs > String.length buff - (header_size + len) then invalid_arg "Marshal.from_bytes"
    else from_string_unsafe buff ofs
  end
