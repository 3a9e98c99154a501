module type EQ = sig type t val equal : t -> t -> bool end
module type ORD = sig
  include EQ
  val compare : t -> t -> int
end
module type ORD_SHOW = sig
  include ORD
  val show : t -> string
end
module IntOrd : ORD_SHOW with type t = int = struct
  type t = int
  let equal = ( = )
  let compare = compare
  let show = string_of_int
end
let s = IntOrd.show 3
let e = IntOrd.equal 1 1
