(* 64-bit signed integers. *)

external neg : int64 -> int64 = "%int64_neg"
external add : int64 -> int64 -> int64 = "%int64_add"
external sub : int64 -> int64 -> int64 = "%int64_sub"
external mul : int64 -> int64 -> int64 = "%int64_mul"
external div : int64 -> int64 -> int64 = "%int64_div"
external rem : int64 -> int64 -> int64 = "%int64_mod"
external logand : int64 -> int64 -> int64 = "%int64_and"
external logor : int64 -> int64 -> int64 = "%int64_or"
external logxor : int64 -> int64 -> int64 = "%int64_xor"
external shift_left : int64 -> int -> int64 = "%int64_lsl"
external shift_right : int64 -> int -> int64 = "%int64_asr"
external shift_right_logical : int64 -> int -> int64 = "%int64_lsr"
external of_int : int -> int64 = "%int64_of_int"
external to_int : int64 -> int = "%int64_to_int"
external of_float : float -> int64 = "caml_int64_of_float"
external to_float : int64 -> float = "caml_int64_to_float"
external of_int32 : int32 -> int64 = "%int64_of_int32"
external to_int32 : int64 -> int32 = "%int64_to_int32"
external of_nativeint : nativeint -> int64 = "%int64_of_nativeint"
external to_nativeint : int64 -> nativeint = "%int64_to_nativeint"
external of_string : string -> int64 = "caml_int64_of_string"
external bits_of_float : float -> int64 = "caml_int64_bits_of_float"
external float_of_bits : int64 -> float = "caml_int64_float_of_bits"
external format : string -> int64 -> string = "caml_int64_format"

type t = int64

let zero = 0L
let one = 1L
let minus_one = -1L
let min_int = 0x8000000000000000L
let max_int = 0x7FFFFFFFFFFFFFFFL

let unsigned_to_int n =
  if n >= zero && n <= of_int Stdlib.max_int then Some (to_int n) else None

let succ n = add n one
let pred n = sub n one
let abs n = if n >= zero then n else neg n
let lognot n = logxor n minus_one
let to_string n = format "%d" n
let of_string_opt s = try Some (of_string s) with Failure _ -> None
let compare (x : t) y = Stdlib.compare x y
let equal (x : t) y = compare x y = 0

(* Unsigned order: shifting both by min_int maps it onto signed order. *)
let unsigned_compare n m = compare (sub n min_int) (sub m min_int)
let min (x : t) y = if x <= y then x else y
let max (x : t) y = if x >= y then x else y

(* Unsigned division by halving the dividend so that it fits the signed
   range, then correcting the quotient by at most one. *)
let unsigned_div n d =
  if d < zero then if unsigned_compare n d < 0 then zero else one
  else
    let q = shift_left (div (shift_right_logical n 1) d) 1 in
    let r = sub n (mul q d) in
    if unsigned_compare r d >= 0 then succ q else q

let unsigned_rem n d = sub n (mul (unsigned_div n d) d)
