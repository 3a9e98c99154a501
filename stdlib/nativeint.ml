(* Native-size integers: 32 bits wide on the JavaScript target. *)

external neg : nativeint -> nativeint = "%nativeint_neg"
external add : nativeint -> nativeint -> nativeint = "%nativeint_add"
external sub : nativeint -> nativeint -> nativeint = "%nativeint_sub"
external mul : nativeint -> nativeint -> nativeint = "%nativeint_mul"
external div : nativeint -> nativeint -> nativeint = "%nativeint_div"
external rem : nativeint -> nativeint -> nativeint = "%nativeint_mod"
external logand : nativeint -> nativeint -> nativeint = "%nativeint_and"
external logor : nativeint -> nativeint -> nativeint = "%nativeint_or"
external logxor : nativeint -> nativeint -> nativeint = "%nativeint_xor"
external shift_left : nativeint -> int -> nativeint = "%nativeint_lsl"
external shift_right : nativeint -> int -> nativeint = "%nativeint_asr"
external shift_right_logical : nativeint -> int -> nativeint = "%nativeint_lsr"
external of_int : int -> nativeint = "%nativeint_of_int"
external to_int : nativeint -> int = "%nativeint_to_int"
external of_float : float -> nativeint = "caml_nativeint_of_float"
external to_float : nativeint -> float = "caml_nativeint_to_float"
external of_int32 : int32 -> nativeint = "%nativeint_of_int32"
external to_int32 : nativeint -> int32 = "%nativeint_to_int32"
external of_string : string -> nativeint = "caml_nativeint_of_string"
external format : string -> nativeint -> string = "caml_nativeint_format"

type t = nativeint

let zero = 0n
let one = 1n
let minus_one = -1n
let size = Sys.word_size
let min_int = shift_left 1n (size - 1)
let max_int = sub min_int 1n

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
