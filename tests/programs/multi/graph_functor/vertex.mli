module type S = sig
  type t
  val compare : t -> t -> int
  val label : t -> string
end
module City : S with type t = string
module Cell : S with type t = int * int
