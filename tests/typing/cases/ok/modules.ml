module M = struct type t = int let x = 1 end
module N = M
module type S = sig type t val x : t end
module P : S with type t = int = M
module Q : S = M
module F (X : S) (Y : S) = struct let y = X.x let z = (X.x, Y.x) end
module G = F (M) (M)
module type T = module type of M
module Make (X : sig type t val compare : t -> t -> int end) = struct
  type elt = X.t
  let max a b = if X.compare a b >= 0 then a else b
end
module IM = Make (Int)
module SS = Set.Make (String)
let s = SS.add "a" SS.empty
include struct let inc = 1 end
open M
let y = x + 1
let local = let module L = struct let v = 2 end in L.v
let use (module X : S) = ignore X.x
module type W = sig type t type u = t list val f : u -> t end
module type W2 = W with type t := int
