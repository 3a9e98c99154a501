(* Integers of the target's width (32 bits in JavaScript). *)

type t = int

let zero = 0
let one = 1
let minus_one = -1

external neg : int -> int = "%negint"
external add : int -> int -> int = "%addint"
external sub : int -> int -> int = "%subint"
external mul : int -> int -> int = "%mulint"
external div : int -> int -> int = "%divint"
external rem : int -> int -> int = "%modint"
external succ : int -> int = "%succint"
external pred : int -> int = "%predint"

let abs n = if n >= 0 then n else -n
let max_int = (-1) lsr 1
let min_int = max_int + 1

external logand : int -> int -> int = "%andint"
external logor : int -> int -> int = "%orint"
external logxor : int -> int -> int = "%xorint"

let lognot n = logxor n (-1)

external shift_left : int -> int -> int = "%lslint"
external shift_right : int -> int -> int = "%asrint"
external shift_right_logical : int -> int -> int = "%lsrint"

let equal (a : int) b = a = b
let compare (a : int) b = Stdlib.compare a b
let min (a : int) b = if a <= b then a else b
let max (a : int) b = if a >= b then a else b

external to_float : int -> float = "%floatofint"
external of_float : float -> int = "%intoffloat"
external format_int : string -> int -> string = "caml_format_int"

let to_string n = format_int "%d" n
