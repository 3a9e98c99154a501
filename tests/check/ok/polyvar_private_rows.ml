(* Private row types: declared in signatures and structures, matched by implementations,
   used through their abstraction (patterns, coercions out, the tags of their lower bound). *)
module M : sig
  type t = private [> `A ]
  val x : t
  val show : t -> string
end = struct
  type t = [ `A | `B ]
  let x = `B
  let show = function `A -> "A" | `B -> "B"
end
let f (y : M.t) = (y :> [> `A ])
let a : M.t = `A
let s = M.show a ^ M.show M.x
module N : sig
  type t = private [< `A | `B ]
  val mk : unit -> t
end = struct
  type t = [ `A ]
  let mk () = `A
end
let g (y : N.t) = match y with `A -> 1 | `B -> 2
let h (y : N.t) = (y :> [ `A | `B ])
let i = h (N.mk ())
module P : sig
  type 'a t = private [< `Leaf of 'a | `Node of 'a t * 'a t > `Leaf ]
  val leaf : 'a -> 'a t
end = struct
  type 'a t = [ `Leaf of 'a | `Node of 'a t * 'a t ]
  let leaf x = `Leaf x
end
let rec depth : 'a P.t -> int = function `Leaf _ -> 0 | `Node (l, r) -> 1 + max (depth l) (depth r)
module type S = sig type t = private [> `X | `Y of int ] val all : t list end
module Q : S = struct type t = [ `X | `Y of int | `Z ] let all = [ `X; `Y 1; `Z ] end
let count = List.length Q.all
type local = private [> `L ]
module R : sig type t = private [> `A ] end = struct type t = private [> `A ] end
module F (X : S) = struct let first = List.hd X.all let is_x = function `X -> true | _ -> false end
module FQ = F (Q)
