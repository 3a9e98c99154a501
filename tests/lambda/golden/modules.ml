module type S = sig val compare : int -> int -> int end
module M = struct
  exception E of string
  let compare a b = b - a
  let unused = 3
end
module F (X : S) = struct let max a b = if X.compare a b > 0 then a else b end
module N = F (M)
include struct let z = N.max 1 2 end
let raise_e () = raise (M.E "boom")
