(* MD5 digests, computed by the runtime. *)

type t = string

let compare = String.compare
let equal = String.equal

external unsafe_string : string -> int -> int -> t = "caml_md5_string"
external channel : in_channel -> int -> t = "caml_md5_chan"

let string s = unsafe_string s 0 (String.length s)
let bytes b = string (Bytes.to_string b)

let substring s ofs len =
  if ofs < 0 || len < 0 || ofs > String.length s - len then invalid_arg "Digest.substring"
  else unsafe_string s ofs len

let subbytes b ofs len = substring (Bytes.to_string b) ofs len

let file name =
  let ic = open_in_bin name in
  match channel ic (-1) with
  | d ->
      close_in ic;
      d
  | exception e ->
      close_in ic;
      raise e

let output oc d = output_string oc d
let input ic = really_input_string ic 16

let hex_digit n = Char.unsafe_chr (if n < 10 then 48 + n else 87 + n)

let to_hex d =
  if String.length d <> 16 then invalid_arg "Digest.to_hex";
  let r = Bytes.create 32 in
  for i = 0 to 15 do
    let byte = Char.code d.[i] in
    Bytes.unsafe_set r (2 * i) (hex_digit (byte lsr 4));
    Bytes.unsafe_set r ((2 * i) + 1) (hex_digit (byte land 15))
  done;
  Bytes.unsafe_to_string r

let from_hex s =
  if String.length s <> 32 then invalid_arg "Digest.from_hex";
  let value c =
    match c with
    | '0' .. '9' -> Char.code c - 48
    | 'A' .. 'F' -> Char.code c - 55
    | 'a' .. 'f' -> Char.code c - 87
    | _ -> invalid_arg "Digest.from_hex"
  in
  let r = Bytes.create 16 in
  for i = 0 to 15 do
    Bytes.set r i (Char.chr ((value s.[2 * i] lsl 4) + value s.[(2 * i) + 1]))
  done;
  Bytes.unsafe_to_string r
