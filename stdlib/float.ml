(* Floating-point numbers (IEEE 754 doubles). *)

external neg : float -> float = "%negfloat"
external add : float -> float -> float = "%addfloat"
external sub : float -> float -> float = "%subfloat"
external mul : float -> float -> float = "%mulfloat"
external div : float -> float -> float = "%divfloat"
external fma : float -> float -> float -> float = "caml_fma_float"
external rem : float -> float -> float = "caml_fmod_float"
external abs : float -> float = "%absfloat"
external of_int : int -> float = "%floatofint"
external to_int : float -> int = "%intoffloat"
external of_string : string -> float = "caml_float_of_string"
external classify_float : float -> fpclass = "caml_classify_float"
external pow : float -> float -> float = "caml_power_float"
external sqrt : float -> float = "caml_sqrt_float"
external cbrt : float -> float = "caml_cbrt_float"
external exp : float -> float = "caml_exp_float"
external exp2 : float -> float = "caml_exp2_float"
external log : float -> float = "caml_log_float"
external log10 : float -> float = "caml_log10_float"
external log2 : float -> float = "caml_log2_float"
external expm1 : float -> float = "caml_expm1_float"
external log1p : float -> float = "caml_log1p_float"
external cos : float -> float = "caml_cos_float"
external sin : float -> float = "caml_sin_float"
external tan : float -> float = "caml_tan_float"
external acos : float -> float = "caml_acos_float"
external asin : float -> float = "caml_asin_float"
external atan : float -> float = "caml_atan_float"
external atan2 : float -> float -> float = "caml_atan2_float"
external hypot : float -> float -> float = "caml_hypot_float"
external cosh : float -> float = "caml_cosh_float"
external sinh : float -> float = "caml_sinh_float"
external tanh : float -> float = "caml_tanh_float"
external acosh : float -> float = "caml_acosh_float"
external asinh : float -> float = "caml_asinh_float"
external atanh : float -> float = "caml_atanh_float"
external erf : float -> float = "caml_erf_float"
external erfc : float -> float = "caml_erfc_float"
external trunc : float -> float = "caml_trunc_float"
external round : float -> float = "caml_round_float"
external ceil : float -> float = "caml_ceil_float"
external floor : float -> float = "caml_floor_float"
external next_after : float -> float -> float = "caml_nextafter_float"
external copy_sign : float -> float -> float = "caml_copysign_float"
external sign_bit : float -> bool = "caml_signbit_float"
external frexp : float -> float * int = "caml_frexp_float"
external ldexp : float -> int -> float = "caml_ldexp_float"
external modf : float -> float * float = "caml_modf_float"

let zero = 0.
let one = 1.
let minus_one = -1.
let infinity = Stdlib.infinity
let neg_infinity = Stdlib.neg_infinity
let nan = Stdlib.nan
let pi = 0x1.921fb54442d18p+1
let max_float = Stdlib.max_float
let min_float = Stdlib.min_float
let epsilon = Stdlib.epsilon_float

(* x - x is 0 for finite x, nan for infinities and nan. *)
let is_finite (x : float) = x -. x = 0.
let is_infinite (x : float) = 1. /. x = 0.
let is_nan (x : float) = x <> x
let is_integer x = x = trunc x && is_finite x
let succ x = next_after x infinity
let pred x = next_after x neg_infinity
let of_string_opt = Stdlib.float_of_string_opt
let to_string = Stdlib.string_of_float

type fpclass = Stdlib.fpclass =
  | FP_normal
  | FP_subnormal
  | FP_zero
  | FP_infinite
  | FP_nan

type t = float

let compare (x : t) y = Stdlib.compare x y
let equal x y = compare x y = 0

(* [x_first x y]: x is the smaller, -0. counting as smaller than 0. *)
let x_first (x : float) (y : float) = y > x || ((not (sign_bit y)) && sign_bit x)

(* min and max propagate nan; the _num variants ignore it. *)
let min (x : float) (y : float) =
  if x_first x y then if is_nan y then y else x else if is_nan x then x else y

let max (x : float) (y : float) =
  if x_first x y then if is_nan x then x else y else if is_nan y then y else x

let min_max (x : float) (y : float) =
  if is_nan x || is_nan y then (nan, nan) else if x_first x y then (x, y) else (y, x)

let min_num (x : float) (y : float) =
  if x_first x y then if is_nan x then y else x else if is_nan y then x else y

let max_num (x : float) (y : float) =
  if x_first x y then if is_nan y then x else y else if is_nan x then y else x

let min_max_num (x : float) (y : float) =
  if is_nan x then (y, y)
  else if is_nan y then (x, x)
  else if x_first x y then (x, y)
  else (y, x)

external seeded_hash_param : int -> int -> int -> 'a -> int = "caml_hash"

let hash x = seeded_hash_param 10 100 0 x
