module type S = sig
  type t
  val compare : t -> t -> int
  val to_string : t -> string
end
module Int_ord = struct type t = int let compare = compare let to_string = string_of_int end
module String_len = struct
  type t = string
  let compare a b = compare (String.length a, a) (String.length b, b)
  let to_string s = Printf.sprintf "%S" s
end
