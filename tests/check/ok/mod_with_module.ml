module type ORDERED = sig type t val compare : t -> t -> int end
module type SET = sig
  module Elt : ORDERED
  type t
  val of_list : Elt.t list -> t
  val mem : Elt.t -> t -> bool
end
module MakeSet (E : ORDERED) : SET with module Elt = E = struct
  module Elt = E
  type t = E.t list
  let of_list l = List.sort_uniq E.compare l
  let mem x = List.exists (fun y -> E.compare x y = 0)
end
module IS = MakeSet (Int)
let found = IS.mem 3 (IS.of_list [1; 2; 3])
module type INT_SET = SET with module Elt := Int
