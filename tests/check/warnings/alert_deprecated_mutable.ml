(* [@deprecated_mutable] on a mutable field: OCaml 4.13 alerts where the field's type is
   included in a signature that does not say it (the unit's interface, a constraint), with the
   definition and the expected signature; not at an assignment. *)
type t = { mutable x : int [@deprecated_mutable "use y"]; mutable y : int [@ocaml.deprecated_mutable]; mutable z : int [@deprecated_mutable] }
module M = struct type u = { mutable u : int [@deprecated_mutable] } end
module N : sig type v = { mutable w : int } val n : v end = struct
  type v = { mutable w : int [@deprecated_mutable "in N"] }
  let n = { w = 0 }
end
let r = { x = 1; y = 2; z = 3 }
let () = r.x <- 3; N.n.w <- 1
let f x = match x with Some y -> y | None -> 0
