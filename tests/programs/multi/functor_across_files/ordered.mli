module type S = sig
  type t
  val compare : t -> t -> int
  val to_string : t -> string
end
module Int_ord : S with type t = int
module String_len : S with type t = string
