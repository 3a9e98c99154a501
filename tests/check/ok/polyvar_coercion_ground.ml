(* Coercions of a value of a known type: to an open type (unified with its enlargement), to a
   closed one (a subtyping, which leaves the target as written), as ocamlc types them. *)
module M = struct type t = [ `A ] let x : t = `A let l : t list = [] let f : t -> t = fun x -> x end
let y1 = (M.x :> [> `A ])
let y2 = (M.x :> [ `A | `B ])
let y3 = (M.l :> [ `A | `B ] list)
let y4 = (M.f :> [ `A ] -> [ `A | `B ])
let y5 = ([`A] :> [ `A | `B ] list)
let y6 = (`A :> [ `A | `B ])
let y7 x = (x : M.t :> [> `A | `C ])
type s = [ `A | `B of s ]
let y8 = ((`B `A : s) :> [ `A | `B of s | `C ])
