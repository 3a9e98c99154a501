module type KEY = sig type t val compare : t -> t -> int end
module type VALUE = sig type t val default : t end
module Table (K : KEY) (V : VALUE) = struct
  module M = Map.Make (K)
  type t = V.t M.t
  let empty : t = M.empty
  let get k (m : t) = match M.find_opt k m with Some v -> v | None -> V.default
  let set k v (m : t) : t = M.add k v m
end
module Scores = Table (String) (struct type t = int let default = 0 end)
let m = Scores.set "a" 3 Scores.empty
let a = Scores.get "a" m
let z = Scores.get "z" m
module Pair (A : KEY) (B : KEY) : KEY with type t = A.t * B.t = struct
  type t = A.t * B.t
  let compare (a1, b1) (a2, b2) = match A.compare a1 a2 with 0 -> B.compare b1 b2 | c -> c
end
module IS = Pair (Int) (String)
let c = IS.compare (1, "a") (1, "b")
