(* Immutable strings. The functions read strings directly and build new
   ones in a fresh byte sequence, so that no string is turned into bytes
   just to be read (strings and bytes need not share a representation). *)

external length : string -> int = "%string_length"
external get : string -> int -> char = "%string_safe_get"
external set : bytes -> int -> char -> unit = "%string_safe_set"
external create : int -> bytes = "caml_create_string"
external unsafe_get : string -> int -> char = "%string_unsafe_get"
external unsafe_set : bytes -> int -> char -> unit = "%string_unsafe_set"
external unsafe_blit : string -> int -> bytes -> int -> int -> unit
  = "caml_blit_string"
external unsafe_fill : bytes -> int -> int -> char -> unit = "caml_fill_string"
external unsafe_sub : string -> int -> int -> string = "caml_flambe_string_sub"

type t = string

let bytes_to_string = Bytes.unsafe_to_string
let make n c = bytes_to_string (Bytes.make n c)
let init n f = bytes_to_string (Bytes.init n f)
let empty = ""
let copy s = s
let of_bytes = Bytes.to_string
let to_bytes = Bytes.of_string

let sub s ofs len =
  if ofs < 0 || len < 0 || ofs > length s - len then
    invalid_arg "String.sub / Bytes.sub"
  else unsafe_sub s ofs len

let fill = Bytes.fill
let blit = Bytes.blit_string

let concat sep pieces =
  match pieces with
  | [] -> ""
  | _ ->
      let sep_len = length sep in
      let rec total acc pieces =
        match pieces with
        | [] -> acc
        | [ last ] -> length last + acc
        | piece :: rest ->
            let next = length piece + sep_len + acc in
            if next < acc then invalid_arg "String.concat" else total next rest
      in
      let r = Bytes.create (total 0 pieces) in
      let rec fill pos pieces =
        match pieces with
        | [] -> ()
        | [ last ] -> unsafe_blit last 0 r pos (length last)
        | piece :: rest ->
            let n = length piece in
            unsafe_blit piece 0 r pos n;
            unsafe_blit sep 0 r (pos + n) sep_len;
            fill (pos + n + sep_len) rest
      in
      fill 0 pieces;
      bytes_to_string r

let cat = ( ^ )

let iter f s =
  for i = 0 to length s - 1 do
    f (unsafe_get s i)
  done

let iteri f s =
  for i = 0 to length s - 1 do
    f i (unsafe_get s i)
  done

let map f s =
  let n = length s in
  if n = 0 then s
  else begin
    let r = Bytes.create n in
    for i = 0 to n - 1 do
      Bytes.unsafe_set r i (f (unsafe_get s i))
    done;
    bytes_to_string r
  end

let mapi f s =
  let n = length s in
  if n = 0 then s
  else begin
    let r = Bytes.create n in
    for i = 0 to n - 1 do
      Bytes.unsafe_set r i (f i (unsafe_get s i))
    done;
    bytes_to_string r
  end

let fold_left f init s =
  let acc = ref init in
  for i = 0 to length s - 1 do
    acc := f !acc (unsafe_get s i)
  done;
  !acc

let fold_right f s init =
  let acc = ref init in
  for i = length s - 1 downto 0 do
    acc := f (unsafe_get s i) !acc
  done;
  !acc

let exists p s =
  let n = length s in
  let rec from i = i < n && (p (unsafe_get s i) || from (i + 1)) in
  from 0

let for_all p s =
  let n = length s in
  let rec from i = i >= n || (p (unsafe_get s i) && from (i + 1)) in
  from 0

let is_space c =
  match c with ' ' | '\012' | '\n' | '\r' | '\t' -> true | _ -> false

let trim s =
  let n = length s in
  if n = 0 then s
  else if is_space (unsafe_get s 0) || is_space (unsafe_get s (n - 1)) then begin
    let first = ref 0 in
    while !first < n && is_space (unsafe_get s !first) do
      incr first
    done;
    let last = ref (n - 1) in
    while !last >= !first && is_space (unsafe_get s !last) do
      decr last
    done;
    if !last >= !first then sub s !first (!last - !first + 1) else ""
  end
  else s

(* Unchanged when nothing needs escaping. *)
let escaped s =
  let n = length s in
  let rec needs_escape i =
    i < n
    &&
    match unsafe_get s i with
    | '"' | '\\' | '\000' .. '\031' | '\127' .. '\255' -> true
    | _ -> needs_escape (i + 1)
  in
  if needs_escape 0 then bytes_to_string (Bytes.escaped (Bytes.of_string s)) else s

let rec find_forward s limit i c =
  if i >= limit then raise Not_found
  else if unsafe_get s i = c then i
  else find_forward s limit (i + 1) c

let rec find_forward_opt s limit i c =
  if i >= limit then None
  else if unsafe_get s i = c then Some i
  else find_forward_opt s limit (i + 1) c

let rec find_backward s i c =
  if i < 0 then raise Not_found
  else if unsafe_get s i = c then i
  else find_backward s (i - 1) c

let rec find_backward_opt s i c =
  if i < 0 then None
  else if unsafe_get s i = c then Some i
  else find_backward_opt s (i - 1) c

let index s c = find_forward s (length s) 0 c
let index_opt s c = find_forward_opt s (length s) 0 c

let index_from s i c =
  let n = length s in
  if i < 0 || i > n then invalid_arg "String.index_from / Bytes.index_from"
  else find_forward s n i c

let index_from_opt s i c =
  let n = length s in
  if i < 0 || i > n then invalid_arg "String.index_from_opt / Bytes.index_from_opt"
  else find_forward_opt s n i c

let rindex s c = find_backward s (length s - 1) c
let rindex_opt s c = find_backward_opt s (length s - 1) c

let rindex_from s i c =
  if i < -1 || i >= length s then invalid_arg "String.rindex_from / Bytes.rindex_from"
  else find_backward s i c

let rindex_from_opt s i c =
  if i < -1 || i >= length s then
    invalid_arg "String.rindex_from_opt / Bytes.rindex_from_opt"
  else find_backward_opt s i c

let contains_from s i c =
  let n = length s in
  if i < 0 || i > n then invalid_arg "String.contains_from / Bytes.contains_from"
  else find_forward_opt s n i c <> None

let contains s c = contains_from s 0 c

let rcontains_from s i c =
  if i < 0 || i >= length s then
    invalid_arg "String.rcontains_from / Bytes.rcontains_from"
  else find_backward_opt s i c <> None

let uppercase_ascii s = map Char.uppercase_ascii s
let lowercase_ascii s = map Char.lowercase_ascii s
let uppercase s = map Char.uppercase s
let lowercase s = map Char.lowercase s

let map_first f s =
  if length s = 0 then s
  else begin
    let r = Bytes.of_string s in
    Bytes.unsafe_set r 0 (f (unsafe_get s 0));
    bytes_to_string r
  end

let capitalize_ascii s = map_first Char.uppercase_ascii s
let uncapitalize_ascii s = map_first Char.lowercase_ascii s
let capitalize s = map_first Char.uppercase s
let uncapitalize s = map_first Char.lowercase s

let starts_with ~prefix s =
  let n = length s and np = length prefix in
  let rec same i = i = np || (unsafe_get s i = unsafe_get prefix i && same (i + 1)) in
  n >= np && same 0

let ends_with ~suffix s =
  let n = length s and ns = length suffix in
  let shift = n - ns in
  let rec same i =
    i = ns || (unsafe_get s (shift + i) = unsafe_get suffix i && same (i + 1))
  in
  shift >= 0 && same 0

let split_on_char sep s =
  let pieces = ref [] in
  let stop = ref (length s) in
  for i = length s - 1 downto 0 do
    if unsafe_get s i = sep then begin
      pieces := sub s (i + 1) (!stop - i - 1) :: !pieces;
      stop := i
    end
  done;
  sub s 0 !stop :: !pieces

let compare (a : t) (b : t) = Stdlib.compare a b

external equal : string -> string -> bool = "caml_string_equal"

let to_seq s =
  let rec from i () =
    if i = length s then Seq.Nil else Seq.Cons (get s i, from (i + 1))
  in
  from 0

let to_seqi s =
  let rec from i () =
    if i = length s then Seq.Nil else Seq.Cons ((i, get s i), from (i + 1))
  in
  from 0

let of_seq s = bytes_to_string (Bytes.of_seq s)

external get_uint8 : string -> int -> int = "%string_safe_get"
external get_uint16_ne : string -> int -> int = "%caml_string_get16"
external get_int32_ne : string -> int -> int32 = "%caml_string_get32"
external get_int64_ne : string -> int -> int64 = "%caml_string_get64"
external swap16 : int -> int = "%bswap16"
external swap32 : int32 -> int32 = "%bswap_int32"
external swap64 : int64 -> int64 = "%bswap_int64"

(* Sign extension of the low [bits] bits (of a value that has no others),
   whatever the width of int. *)
let sign_extend bits n =
  let sign = 1 lsl (bits - 1) in
  if n land sign <> 0 then n - (sign lsl 1) else n

let get_int8 s i = sign_extend 8 (get_uint8 s i)
let get_uint16_le s i = if Sys.big_endian then swap16 (get_uint16_ne s i) else get_uint16_ne s i
let get_uint16_be s i = if Sys.big_endian then get_uint16_ne s i else swap16 (get_uint16_ne s i)
let get_int16_ne s i = sign_extend 16 (get_uint16_ne s i)
let get_int16_le s i = sign_extend 16 (get_uint16_le s i)
let get_int16_be s i = sign_extend 16 (get_uint16_be s i)
let get_int32_le s i = if Sys.big_endian then swap32 (get_int32_ne s i) else get_int32_ne s i
let get_int32_be s i = if Sys.big_endian then get_int32_ne s i else swap32 (get_int32_ne s i)
let get_int64_le s i = if Sys.big_endian then swap64 (get_int64_ne s i) else get_int64_ne s i
let get_int64_be s i = if Sys.big_endian then get_int64_ne s i else swap64 (get_int64_ne s i)
