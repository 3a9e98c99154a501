(* Characters: bytes 0..255. *)

external code : char -> int = "%identity"
external unsafe_chr : int -> char = "%identity"

let chr n = if n < 0 || n > 255 then invalid_arg "Char.chr" else unsafe_chr n

external bytes_create : int -> bytes = "caml_create_bytes"
external bytes_unsafe_set : bytes -> int -> char -> unit = "%bytes_unsafe_set"
external bytes_unsafe_to_string : bytes -> string = "%bytes_to_string"

(* OCaml's lexical escapes; other non-printable bytes as \ddd in decimal. *)
let escaped c =
  match c with
  | '\'' -> "\\'"
  | '\\' -> "\\\\"
  | '\n' -> "\\n"
  | '\t' -> "\\t"
  | '\r' -> "\\r"
  | '\b' -> "\\b"
  | ' ' .. '~' ->
      let b = bytes_create 1 in
      bytes_unsafe_set b 0 c;
      bytes_unsafe_to_string b
  | _ ->
      let n = code c in
      let b = bytes_create 4 in
      bytes_unsafe_set b 0 '\\';
      bytes_unsafe_set b 1 (unsafe_chr (48 + (n / 100)));
      bytes_unsafe_set b 2 (unsafe_chr (48 + (n / 10 mod 10)));
      bytes_unsafe_set b 3 (unsafe_chr (48 + (n mod 10)));
      bytes_unsafe_to_string b

(* The deprecated variants also map the Latin-1 letters. *)
let lowercase c =
  match c with
  | 'A' .. 'Z' | '\192' .. '\214' | '\216' .. '\222' ->
      unsafe_chr (code c + 32)
  | _ -> c

let uppercase c =
  match c with
  | 'a' .. 'z' | '\224' .. '\246' | '\248' .. '\254' ->
      unsafe_chr (code c - 32)
  | _ -> c

let lowercase_ascii c =
  match c with 'A' .. 'Z' -> unsafe_chr (code c + 32) | _ -> c

let uppercase_ascii c =
  match c with 'a' .. 'z' -> unsafe_chr (code c - 32) | _ -> c

type t = char

let compare c1 c2 = code c1 - code c2
let equal (c1 : t) c2 = compare c1 c2 = 0
