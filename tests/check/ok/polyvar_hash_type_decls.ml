(* #t in type declarations: constraints, private row types, signatures. *)
[@@@ocaml.alert "-deprecated"]
type t = [ `A | `B of int ]
type 'a c = 'a constraint 'a = #t
let f (x : _ c) = x
type u = private #t
let g (x : u) = match x with `A -> 0 | `B n -> n
module type S = sig type v = private [< t > `A ] val h : #t -> v end
