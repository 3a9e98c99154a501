module type CONTAINER = sig
  type elt
  type t
  val empty : t
  val add : elt -> t -> t
  val to_list : t -> elt list
end
module IntBag : CONTAINER with type elt = int = struct
  type elt = int
  type t = int list
  let empty = []
  let add x l = x :: l
  let to_list l = List.sort compare l
end
let l = IntBag.to_list (IntBag.add 3 (IntBag.add 1 IntBag.empty))
module type C2 = CONTAINER with type elt = string and type t = string list
module SBag : C2 = struct
  type elt = string
  type t = string list
  let empty = []
  let add x l = x :: l
  let to_list l = l
end
let direct = SBag.add "x" ["y"]
module Destructive : CONTAINER with type elt := char = struct
  type t = char list
  let empty = []
  let add c l = c :: l
  let to_list l = l
end
