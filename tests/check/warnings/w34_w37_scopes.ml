(* Functor arguments, local modules, the unit's own items and warning attributes. *)
[@@@ocaml.warning "+34+37+38"]
module F (X : sig type t val x : t end) = struct let y = X.x end
module A = F (struct type t = int type u = string let x = 1 end)
let f () =
  let module L = struct type hidden = H1 | H2 let v = H1 end in
  ignore L.v
type exported = E1 | E2
module B : sig end = struct
  type quiet = Q [@@warning "-34-37"]
  type loud = L
  exception Unused_local
  exception Raised
  let () = try raise Raised with Raised -> ()
end
