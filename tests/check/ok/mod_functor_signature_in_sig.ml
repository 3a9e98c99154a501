module type S = sig type t val zero : t val add : t -> t -> t end
module type LIB = sig
  module Sum : functor (M : S) -> sig val sum : M.t list -> M.t end
  module IntS : S with type t = int
end
module Lib : LIB = struct
  module Sum (M : S) = struct let sum = List.fold_left M.add M.zero end
  module IntS = struct type t = int let zero = 0 let add = ( + ) end
end
module IS = Lib.Sum (Lib.IntS)
let total = IS.sum [1; 2; 3]
module type MAKER = functor (M : S) -> S with type t = M.t list
module Lists : MAKER = functor (M : S) -> struct
  type t = M.t list
  let zero = []
  let add = ( @ )
end
