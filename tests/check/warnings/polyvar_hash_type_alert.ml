(* #t in a type expression is deprecated syntax: an alert each time the type is read
   (a let-bound annotation is read twice, as ocamlc types it). *)
type t = [ `A | `B of int ]
type 'a u = [ `C of 'a | t ]
let f : #t -> unit = fun _ -> ()
let g (x : #t) = x
module type S = sig val f : int #u -> unit end
let i = (`A : #t)
let j x = (x : #t :> t)
type 'a c = 'a constraint 'a = #t
let k : (#t * #t) -> unit = fun _ -> ()
