module IS = Ordered.Make_sorted (Ordered.Int_ord)
let s = IS.show (IS.sort [3; 1; 2])
module Str_ord : Ordered.S with type t = string = struct
  type t = string
  let compare = String.compare
  let show s = s
end
module SS = Ordered.Make_sorted (Str_ord)
let t = SS.sort ["b"; "a"]
