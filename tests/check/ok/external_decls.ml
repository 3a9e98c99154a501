(* external declarations bind primitives. *)
external identity : 'a -> 'a = "%identity"
external length : string -> int = "%string_length"
external ( +++ ) : int -> int -> int = "%addint"
external get_byte : bytes -> int -> char = "%bytes_safe_get"
external float_of_bits : int64 -> float = "caml_int64_float_of_bits" [@@noalloc]
external sqrt_ : float -> float = "caml_sqrt_float" "sqrt" [@@unboxed] [@@noalloc]
let n = length (identity "abc") +++ 1
let c = get_byte (Bytes.of_string "xy") 1
