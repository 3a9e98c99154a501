val zero : float
val one : float
val minus_one : float
external neg : float -> float = "%negfloat"
external add : float -> float -> float = "%addfloat"
external sub : float -> float -> float = "%subfloat"
external mul : float -> float -> float = "%mulfloat"
external div : float -> float -> float = "%divfloat"
external fma : float -> float -> float -> float = "caml_fma_float"
external rem : float -> float -> float = "caml_fmod_float"
val succ : float -> float
val pred : float -> float
external abs : float -> float = "%absfloat"
val infinity : float
val neg_infinity : float
val nan : float
val pi : float
val max_float : float
val min_float : float
val epsilon : float
val is_finite : float -> bool
val is_infinite : float -> bool
val is_nan : float -> bool
val is_integer : float -> bool
external of_int : int -> float = "%floatofint"
external to_int : float -> int = "%intoffloat"
external of_string : string -> float = "caml_float_of_string"
val of_string_opt : string -> float option
val to_string : float -> string
type fpclass =
  Stdlib.fpclass =
    FP_normal
  | FP_subnormal
  | FP_zero
  | FP_infinite
  | FP_nan
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
type t = float
val compare : t -> t -> int
val equal : t -> t -> bool
val min : t -> t -> t
val max : float -> float -> float
val min_max : float -> float -> float * float
val min_num : t -> t -> t
val max_num : t -> t -> t
val min_max_num : float -> float -> float * float
val hash : t -> int
module Array :
  sig
    type t = floatarray
    val length : t -> int
    val get : t -> int -> float
    val set : t -> int -> float -> unit
    val make : int -> float -> t
    val create : int -> t
    val init : int -> (int -> float) -> t
    val append : t -> t -> t
    val concat : t list -> t
    val sub : t -> int -> int -> t
    val copy : t -> t
    val fill : t -> int -> int -> float -> unit
    val blit : t -> int -> t -> int -> int -> unit
    val to_list : t -> float list
    val of_list : float list -> t
    val iter : (float -> unit) -> t -> unit
    val iteri : (int -> float -> unit) -> t -> unit
    val map : (float -> float) -> t -> t
    val mapi : (int -> float -> float) -> t -> t
    val fold_left : ('a -> float -> 'a) -> 'a -> t -> 'a
    val fold_right : (float -> 'a -> 'a) -> t -> 'a -> 'a
    val iter2 : (float -> float -> unit) -> t -> t -> unit
    val map2 : (float -> float -> float) -> t -> t -> t
    val for_all : (float -> bool) -> t -> bool
    val exists : (float -> bool) -> t -> bool
    val mem : float -> t -> bool
    val mem_ieee : float -> t -> bool
    val sort : (float -> float -> int) -> t -> unit
    val stable_sort : (float -> float -> int) -> t -> unit
    val fast_sort : (float -> float -> int) -> t -> unit
    val to_seq : t -> float Seq.t
    val to_seqi : t -> (int * float) Seq.t
    val of_seq : float Seq.t -> t
    val map_to_array : (float -> 'a) -> t -> 'a array
    val map_from_array : ('a -> float) -> 'a array -> t
    external unsafe_get : t -> int -> float = "%floatarray_unsafe_get"
    external unsafe_set : t -> int -> float -> unit = "%floatarray_unsafe_set"
  end
module ArrayLabels :
  sig
    type t = floatarray
    val length : t -> int
    val get : t -> int -> float
    val set : t -> int -> float -> unit
    val make : int -> float -> t
    val create : int -> t
    val init : int -> f:(int -> float) -> t
    val append : t -> t -> t
    val concat : t list -> t
    val sub : t -> pos:int -> len:int -> t
    val copy : t -> t
    val fill : t -> pos:int -> len:int -> float -> unit
    val blit :
      src:t -> src_pos:int -> dst:t -> dst_pos:int -> len:int -> unit
    val to_list : t -> float list
    val of_list : float list -> t
    val iter : f:(float -> unit) -> t -> unit
    val iteri : f:(int -> float -> unit) -> t -> unit
    val map : f:(float -> float) -> t -> t
    val mapi : f:(int -> float -> float) -> t -> t
    val fold_left : f:('a -> float -> 'a) -> init:'a -> t -> 'a
    val fold_right : f:(float -> 'a -> 'a) -> t -> init:'a -> 'a
    val iter2 : f:(float -> float -> unit) -> t -> t -> unit
    val map2 : f:(float -> float -> float) -> t -> t -> t
    val for_all : f:(float -> bool) -> t -> bool
    val exists : f:(float -> bool) -> t -> bool
    val mem : float -> set:t -> bool
    val mem_ieee : float -> set:t -> bool
    val sort : cmp:(float -> float -> int) -> t -> unit
    val stable_sort : cmp:(float -> float -> int) -> t -> unit
    val fast_sort : cmp:(float -> float -> int) -> t -> unit
    val to_seq : t -> float Seq.t
    val to_seqi : t -> (int * float) Seq.t
    val of_seq : float Seq.t -> t
    val map_to_array : f:(float -> 'a) -> t -> 'a array
    val map_from_array : f:('a -> float) -> 'a array -> t
    external unsafe_get : t -> int -> float = "%floatarray_unsafe_get"
    external unsafe_set : t -> int -> float -> unit = "%floatarray_unsafe_set"
  end
