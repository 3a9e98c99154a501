(* 32-bit signed integers. *)

external neg : int32 -> int32 = "%int32_neg"
external add : int32 -> int32 -> int32 = "%int32_add"
external sub : int32 -> int32 -> int32 = "%int32_sub"
external mul : int32 -> int32 -> int32 = "%int32_mul"
external div : int32 -> int32 -> int32 = "%int32_div"
external rem : int32 -> int32 -> int32 = "%int32_mod"
external logand : int32 -> int32 -> int32 = "%int32_and"
external logor : int32 -> int32 -> int32 = "%int32_or"
external logxor : int32 -> int32 -> int32 = "%int32_xor"
external shift_left : int32 -> int -> int32 = "%int32_lsl"
external shift_right : int32 -> int -> int32 = "%int32_asr"
external shift_right_logical : int32 -> int -> int32 = "%int32_lsr"
external of_int : int -> int32 = "%int32_of_int"
external to_int : int32 -> int = "%int32_to_int"
external of_float : float -> int32 = "caml_int32_of_float"
external to_float : int32 -> float = "caml_int32_to_float"
external of_string : string -> int32 = "caml_int32_of_string"
external bits_of_float : float -> int32 = "caml_int32_bits_of_float"
external float_of_bits : int32 -> float = "caml_int32_float_of_bits"
external format : string -> int32 -> string = "caml_int32_format"

type t = int32

let zero = 0l
let one = 1l
let minus_one = -1l
let min_int = 0x80000000l
let max_int = 0x7FFFFFFFl

(* With 32-bit ints, exactly the non-negative values fit. *)
let unsigned_to_int n = if n >= zero then Some (to_int n) else None

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
