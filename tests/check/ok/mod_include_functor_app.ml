module Make_ops (X : sig type t val add : t -> t -> t val zero : t end) = struct
  let sum = List.fold_left X.add X.zero
  let double x = X.add x x
end
module Floats = struct
  type t = float
  let add = ( +. )
  let zero = 0.
  include Make_ops (struct type t = float let add = ( +. ) let zero = 0. end)
end
let s = Floats.sum [1.; 2.]
let d = Floats.double 2.5
module Ints = struct
  include Int
  let is_even n = n mod 2 = 0
end
let e = Ints.is_even (Ints.add 1 1)
