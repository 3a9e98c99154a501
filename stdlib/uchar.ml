(* Unicode scalar values: 0..0xD7FF and 0xE000..0x10FFFF. *)

external format_int : string -> int -> string = "caml_format_int"

type t = int

let min = 0x0000
let max = 0x10FFFF
let bom = 0xFEFF
let rep = 0xFFFD

(* The surrogate range 0xD800..0xDFFF is skipped. *)
let last_before_surrogates = 0xD7FF
let first_after_surrogates = 0xE000

let succ u =
  if u = last_before_surrogates then first_after_surrogates
  else if u = max then invalid_arg "U+10FFFF has no successor"
  else u + 1

let pred u =
  if u = first_after_surrogates then last_before_surrogates
  else if u = min then invalid_arg "U+0000 has no predecessor"
  else u - 1

let is_valid n =
  (min <= n && n <= last_before_surrogates)
  || (first_after_surrogates <= n && n <= max)

let of_int n =
  if is_valid n then n
  else invalid_arg (format_int "%X" n ^ " is not an Unicode scalar value")

external unsafe_of_int : int -> t = "%identity"
external to_int : t -> int = "%identity"

let is_char u = u < 256
let of_char c = Char.code c

let to_char u =
  if u > 255 then
    invalid_arg ("U+" ^ format_int "%04X" u ^ " is not a latin1 character")
  else Char.unsafe_chr u

let unsafe_to_char u = Char.unsafe_chr u
let equal (a : t) b = a = b
let compare (a : t) b = Stdlib.compare a b
let hash u = u
