(* Mutable byte sequences. Error messages are OCaml's, some of them shared
   with String. *)

external length : bytes -> int = "%bytes_length"
external string_length : string -> int = "%string_length"
external get : bytes -> int -> char = "%bytes_safe_get"
external set : bytes -> int -> char -> unit = "%bytes_safe_set"
external create : int -> bytes = "caml_create_bytes"
external unsafe_get : bytes -> int -> char = "%bytes_unsafe_get"
external unsafe_set : bytes -> int -> char -> unit = "%bytes_unsafe_set"
external unsafe_fill : bytes -> int -> int -> char -> unit = "caml_fill_bytes"
external unsafe_to_string : bytes -> string = "%bytes_to_string"
external unsafe_of_string : string -> bytes = "%bytes_of_string"
external unsafe_blit : bytes -> int -> bytes -> int -> int -> unit
  = "caml_blit_bytes"
external unsafe_blit_string : string -> int -> bytes -> int -> int -> unit
  = "caml_blit_string"

type t = bytes

let make n c =
  let b = create n in
  unsafe_fill b 0 n c;
  b

let init n f =
  let b = create n in
  for i = 0 to n - 1 do
    unsafe_set b i (f i)
  done;
  b

let empty = create 0

let copy b =
  let n = length b in
  let r = create n in
  unsafe_blit b 0 r 0 n;
  r

let to_string b = unsafe_to_string (copy b)
let of_string s = copy (unsafe_of_string s)

(* [ofs, ofs + len) must lie inside a sequence of length [total]; written
   so that ofs + len cannot overflow. *)
let valid_range total ofs len = ofs >= 0 && len >= 0 && ofs <= total - len

let sub b ofs len =
  if not (valid_range (length b) ofs len) then invalid_arg "String.sub / Bytes.sub"
  else begin
    let r = create len in
    unsafe_blit b ofs r 0 len;
    r
  end

let sub_string b ofs len = unsafe_to_string (sub b ofs len)

(* Addition that reports an overflow (two operands of one sign giving a
   result of the other) instead of wrapping. *)
let add_checked a b =
  let sum = a + b in
  if (a < 0 && b < 0 && sum >= 0) || (a >= 0 && b >= 0 && sum < 0) then
    invalid_arg "Bytes.extend"
  else sum

let extend b left right =
  let n = add_checked (add_checked (length b) left) right in
  let r = create n in
  let src, dst = if left < 0 then (-left, 0) else (0, left) in
  let count = Int.min (length b - src) (n - dst) in
  if count > 0 then unsafe_blit b src r dst count;
  r

let fill b ofs len c =
  if not (valid_range (length b) ofs len) then invalid_arg "String.fill / Bytes.fill"
  else unsafe_fill b ofs len c

let blit src src_ofs dst dst_ofs len =
  if not (valid_range (length src) src_ofs len && valid_range (length dst) dst_ofs len)
  then invalid_arg "Bytes.blit"
  else unsafe_blit src src_ofs dst dst_ofs len

let blit_string src src_ofs dst dst_ofs len =
  if
    not
      (valid_range (string_length src) src_ofs len
      && valid_range (length dst) dst_ofs len)
  then invalid_arg "String.blit / Bytes.blit_string"
  else unsafe_blit_string src src_ofs dst dst_ofs len

let iter f b =
  for i = 0 to length b - 1 do
    f (unsafe_get b i)
  done

let iteri f b =
  for i = 0 to length b - 1 do
    f i (unsafe_get b i)
  done

(* The total length, failing rather than wrapping around on overflow. *)
let concat_length sep_len pieces =
  let rec go total pieces =
    match pieces with
    | [] -> total
    | [ last ] -> length last + total
    | piece :: rest ->
        let next = length piece + sep_len + total in
        if next < total then invalid_arg "Bytes.concat" else go next rest
  in
  go 0 pieces

let concat sep pieces =
  match pieces with
  | [] -> empty
  | _ ->
      let sep_len = length sep in
      let r = create (concat_length sep_len pieces) in
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
      r

let cat b1 b2 =
  let n1 = length b1 and n2 = length b2 in
  let r = create (n1 + n2) in
  unsafe_blit b1 0 r 0 n1;
  unsafe_blit b2 0 r n1 n2;
  r

let is_space c =
  match c with ' ' | '\012' | '\n' | '\r' | '\t' -> true | _ -> false

let trim b =
  let n = length b in
  let first = ref 0 in
  while !first < n && is_space (unsafe_get b !first) do
    incr first
  done;
  let last = ref (n - 1) in
  while !last >= !first && is_space (unsafe_get b !last) do
    decr last
  done;
  if !last >= !first then sub b !first (!last - !first + 1) else empty

(* The escaped form of one byte: the lexical escapes of OCaml strings, the
   printable ASCII bytes as themselves, the others as \ddd. *)
let escaped_size c =
  match c with
  | '"' | '\\' | '\n' | '\t' | '\r' | '\b' -> 2
  | ' ' .. '~' -> 1
  | _ -> 4

let escaped b =
  let n = length b in
  let size = ref 0 in
  for i = 0 to n - 1 do
    size := !size + escaped_size (unsafe_get b i)
  done;
  if !size = n then copy b
  else begin
    let r = create !size in
    let pos = ref 0 in
    let put c =
      unsafe_set r !pos c;
      incr pos
    in
    for i = 0 to n - 1 do
      match unsafe_get b i with
      | ('"' | '\\') as c ->
          put '\\';
          put c
      | '\n' ->
          put '\\';
          put 'n'
      | '\t' ->
          put '\\';
          put 't'
      | '\r' ->
          put '\\';
          put 'r'
      | '\b' ->
          put '\\';
          put 'b'
      | ' ' .. '~' as c -> put c
      | c ->
          let code = Char.code c in
          put '\\';
          put (Char.unsafe_chr (48 + (code / 100)));
          put (Char.unsafe_chr (48 + (code / 10 mod 10)));
          put (Char.unsafe_chr (48 + (code mod 10)))
    done;
    r
  end

(* An empty input is returned as it is, as OCaml does. *)
let map f b =
  let n = length b in
  if n = 0 then b
  else begin
    let r = create n in
    for i = 0 to n - 1 do
      unsafe_set r i (f (unsafe_get b i))
    done;
    r
  end

let mapi f b =
  let n = length b in
  if n = 0 then b
  else begin
    let r = create n in
    for i = 0 to n - 1 do
      unsafe_set r i (f i (unsafe_get b i))
    done;
    r
  end

let fold_left f init b =
  let acc = ref init in
  for i = 0 to length b - 1 do
    acc := f !acc (unsafe_get b i)
  done;
  !acc

let fold_right f b init =
  let acc = ref init in
  for i = length b - 1 downto 0 do
    acc := f (unsafe_get b i) !acc
  done;
  !acc

let exists p b =
  let n = length b in
  let rec from i = i < n && (p (unsafe_get b i) || from (i + 1)) in
  from 0

let for_all p b =
  let n = length b in
  let rec from i = i >= n || (p (unsafe_get b i) && from (i + 1)) in
  from 0

let uppercase_ascii b = map Char.uppercase_ascii b
let lowercase_ascii b = map Char.lowercase_ascii b
let uppercase b = map Char.uppercase b
let lowercase b = map Char.lowercase b

let map_first f b =
  if length b = 0 then b
  else begin
    let r = copy b in
    unsafe_set r 0 (f (unsafe_get b 0));
    r
  end

let capitalize_ascii b = map_first Char.uppercase_ascii b
let uncapitalize_ascii b = map_first Char.lowercase_ascii b
let capitalize b = map_first Char.uppercase b
let uncapitalize b = map_first Char.lowercase b

let starts_with ~prefix b =
  let n = length b and np = length prefix in
  let rec same i = i = np || (unsafe_get b i = unsafe_get prefix i && same (i + 1)) in
  n >= np && same 0

let ends_with ~suffix b =
  let n = length b and ns = length suffix in
  let shift = n - ns in
  let rec same i =
    i = ns || (unsafe_get b (shift + i) = unsafe_get suffix i && same (i + 1))
  in
  shift >= 0 && same 0

(* Searching: [limit] is one past the last position looked at. *)
let rec find_forward b limit i c =
  if i >= limit then raise Not_found
  else if unsafe_get b i = c then i
  else find_forward b limit (i + 1) c

let rec find_forward_opt b limit i c =
  if i >= limit then None
  else if unsafe_get b i = c then Some i
  else find_forward_opt b limit (i + 1) c

let rec find_backward b i c =
  if i < 0 then raise Not_found
  else if unsafe_get b i = c then i
  else find_backward b (i - 1) c

let rec find_backward_opt b i c =
  if i < 0 then None
  else if unsafe_get b i = c then Some i
  else find_backward_opt b (i - 1) c

let index b c = find_forward b (length b) 0 c
let index_opt b c = find_forward_opt b (length b) 0 c

let index_from b i c =
  let n = length b in
  if i < 0 || i > n then invalid_arg "String.index_from / Bytes.index_from"
  else find_forward b n i c

let index_from_opt b i c =
  let n = length b in
  if i < 0 || i > n then invalid_arg "String.index_from_opt / Bytes.index_from_opt"
  else find_forward_opt b n i c

let rindex b c = find_backward b (length b - 1) c
let rindex_opt b c = find_backward_opt b (length b - 1) c

let rindex_from b i c =
  if i < -1 || i >= length b then invalid_arg "String.rindex_from / Bytes.rindex_from"
  else find_backward b i c

let rindex_from_opt b i c =
  if i < -1 || i >= length b then
    invalid_arg "String.rindex_from_opt / Bytes.rindex_from_opt"
  else find_backward_opt b i c

let contains_from b i c =
  let n = length b in
  if i < 0 || i > n then invalid_arg "String.contains_from / Bytes.contains_from"
  else find_forward_opt b n i c <> None

let contains b c = contains_from b 0 c

let rcontains_from b i c =
  if i < 0 || i >= length b then
    invalid_arg "String.rcontains_from / Bytes.rcontains_from"
  else find_backward_opt b i c <> None

let compare (a : t) (b : t) = Stdlib.compare a b

external equal : t -> t -> bool = "caml_bytes_equal"

(* Scans from the end so that the pieces are consed in order. *)
let split_on_char sep b =
  let pieces = ref [] in
  let stop = ref (length b) in
  for i = length b - 1 downto 0 do
    if unsafe_get b i = sep then begin
      pieces := sub b (i + 1) (!stop - i - 1) :: !pieces;
      stop := i
    end
  done;
  sub b 0 !stop :: !pieces

let to_seq b =
  let rec from i () =
    if i = length b then Seq.Nil else Seq.Cons (get b i, from (i + 1))
  in
  from 0

let to_seqi b =
  let rec from i () =
    if i = length b then Seq.Nil else Seq.Cons ((i, get b i), from (i + 1))
  in
  from 0

(* Grows a buffer by doubling, starting from 256 bytes. *)
let of_seq s =
  let used = ref 0 in
  let buf = ref (make 256 '\000') in
  let grow () =
    let size = Int.min (2 * length !buf) Sys.max_string_length in
    if size = length !buf then failwith "Bytes.of_seq: cannot grow bytes";
    let bigger = make size '\000' in
    blit !buf 0 bigger 0 !used;
    buf := bigger
  in
  Seq.iter
    (fun c ->
      if !used = length !buf then grow ();
      set !buf !used c;
      incr used)
    s;
  sub !buf 0 !used

(* Binary encodings: the _ne primitives read and write in the machine's
   order, swapped as needed for the explicit orders. *)

external get_uint8 : bytes -> int -> int = "%bytes_safe_get"
external get_uint16_ne : bytes -> int -> int = "%caml_bytes_get16"
external get_int32_ne : bytes -> int -> int32 = "%caml_bytes_get32"
external get_int64_ne : bytes -> int -> int64 = "%caml_bytes_get64"
external set_int8 : bytes -> int -> int -> unit = "%bytes_safe_set"
external set_int16_ne : bytes -> int -> int -> unit = "%caml_bytes_set16"
external set_int32_ne : bytes -> int -> int32 -> unit = "%caml_bytes_set32"
external set_int64_ne : bytes -> int -> int64 -> unit = "%caml_bytes_set64"
external swap16 : int -> int = "%bswap16"
external swap32 : int32 -> int32 = "%bswap_int32"
external swap64 : int64 -> int64 = "%bswap_int64"

(* Sign extension of the low [bits] bits (of a value that has no others),
   whatever the width of int. *)
let sign_extend bits n =
  let sign = 1 lsl (bits - 1) in
  if n land sign <> 0 then n - (sign lsl 1) else n

let get_int8 b i = sign_extend 8 (get_uint8 b i)
let get_uint16_le b i = if Sys.big_endian then swap16 (get_uint16_ne b i) else get_uint16_ne b i
let get_uint16_be b i = if Sys.big_endian then get_uint16_ne b i else swap16 (get_uint16_ne b i)
let get_int16_ne b i = sign_extend 16 (get_uint16_ne b i)
let get_int16_le b i = sign_extend 16 (get_uint16_le b i)
let get_int16_be b i = sign_extend 16 (get_uint16_be b i)
let get_int32_le b i = if Sys.big_endian then swap32 (get_int32_ne b i) else get_int32_ne b i
let get_int32_be b i = if Sys.big_endian then get_int32_ne b i else swap32 (get_int32_ne b i)
let get_int64_le b i = if Sys.big_endian then swap64 (get_int64_ne b i) else get_int64_ne b i
let get_int64_be b i = if Sys.big_endian then get_int64_ne b i else swap64 (get_int64_ne b i)
let set_int16_le b i x = if Sys.big_endian then set_int16_ne b i (swap16 x) else set_int16_ne b i x
let set_int16_be b i x = if Sys.big_endian then set_int16_ne b i x else set_int16_ne b i (swap16 x)
let set_int32_le b i x = if Sys.big_endian then set_int32_ne b i (swap32 x) else set_int32_ne b i x
let set_int32_be b i x = if Sys.big_endian then set_int32_ne b i x else set_int32_ne b i (swap32 x)
let set_int64_le b i x = if Sys.big_endian then set_int64_ne b i (swap64 x) else set_int64_ne b i x
let set_int64_be b i x = if Sys.big_endian then set_int64_ne b i x else set_int64_ne b i (swap64 x)
let set_uint8 = set_int8
let set_uint16_ne = set_int16_ne
let set_uint16_be = set_int16_be
let set_uint16_le = set_int16_le
