(* Coercions to types recursive through their rows: the target is enlarged as OCaml's
   build_subtype does (bounded by levels, an abbreviation inside its own expansion kept). *)
type expr = [ `Num of int | `Add of expr * expr | `Neg of expr ]
type expr2 = [ expr | `Mul of expr2 * expr2 ]
let x = (`Neg (`Num 4) :> expr2)
let y = (`Add (`Num 1, `Neg (`Num 2)) :> expr2)
let z (e : expr) = (e :> expr2)
let w e = (e :> expr2)
let v = (`Mul (`Num 1, `Num 2) :> expr2)
type 'a l = [ `Nil | `Cons of 'a * 'a l ]
let l1 = (`Cons (1, `Nil) :> int l)
let l2 f = (f :> int -> expr2)
let l3 (f : expr2 -> int) = (f :> expr -> int)
type t = [ `Leaf | `Node of t * t ]
let t1 = (`Node (`Leaf, `Node (`Leaf, `Leaf)) :> t)
let t2 = ([`Leaf; `Node (`Leaf, `Leaf)] :> t list)
type 'a tree = [ `Leaf of 'a | `Node of 'a tree list ]
let tr x = (x :> int tree)
let tr2 = (`Node [`Leaf 1; `Node []] :> int tree)
type u = [ `U of u option | `V ]
let u1 x = (x :> u)
let u2 (f : unit -> [ `V ]) = (f :> unit -> u)
let u3 x = (x :> u -> u)
