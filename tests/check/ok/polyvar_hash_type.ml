(* #t in type expressions: OCaml's old syntax for [< t ] when t is a polymorphic variant type
   (its deprecation alert is silenced here; warnings/ shows it). *)
[@@@ocaml.alert "-deprecated"]
type s = [ `A | `B of int ]
type t = s
type 'a u = [ `C of 'a | t ]
let f : #t -> unit = fun _ -> ()
let h (x : #t list) = x
module M = struct type t = [ `A ] type 'a p = [ `P of 'a | `Q ] end
let j : #M.t -> unit = fun _ -> ()
let k : int #u -> unit = fun _ -> ()
let k2 : (string) #M.p -> int = function `P s -> String.length s | `Q -> 0
let l (x : [< `A | `B of int | `C ] as 'a) : #t = x
type v = [ `X | `Y ]
let m = function #v as x -> x
let n (x : #v) = match x with `X -> 1 | `Y -> 2
let o (x : #v) = (x :> v)
let p = n `X + n `Y
module type S = sig
  val f : #t -> #v
  val g : 'a #u list -> unit
  type w = [ `W | v ]
  val h : #w -> #M.t
end
module F (X : sig type t = [ `R | `S ] end) = struct
  let r : #X.t -> bool = function `R -> true | `S -> false
end
module G = F (struct type t = [ `R | `S ] end)
let q = G.r `S
