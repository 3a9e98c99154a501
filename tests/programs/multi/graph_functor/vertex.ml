module type S = sig
  type t
  val compare : t -> t -> int
  val label : t -> string
end
module City = struct type t = string let compare = compare let label s = s end
module Cell = struct type t = int * int let compare = compare let label (x, y) = Printf.sprintf "(%d,%d)" x y end
