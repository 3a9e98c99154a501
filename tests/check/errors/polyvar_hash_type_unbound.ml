(* #t where t is not a polymorphic variant type: an unbound class type, flambe having no classes. *)
type t = A | B
let f : #t -> unit = fun _ -> ()
