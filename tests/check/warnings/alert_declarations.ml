(* Alerts on the declarations of a signature: values, types, constructors, fields, exceptions,
   modules and module types; `[@@alert name]` with and without a message. *)
module M : sig
  val old : int -> int [@@deprecated "use fresh"]
  val bare : int -> int [@@ocaml.deprecated]
  val custom : int -> int [@@alert unsafe "may crash"]
  val quiet : int -> int [@@alert experimental]
  type t = A [@deprecated "A is old"] | B
  type r = { x : int [@deprecated "field x"]; y : int }
  type u = int [@@deprecated "u is old"]
  exception E [@deprecated "E is old"]
end = struct
  let old x = x
  let bare x = x
  let custom x = x
  let quiet x = x
  type t = A | B
  type r = { x : int; y : int }
  type u = int
  exception E
end
module N = struct let z = 1 end [@@deprecated "N is old"]
module type S = sig end [@@deprecated "S is old"]
let a = M.old 1
let b = M.bare 1
let c = M.custom 1
let d = M.quiet 1
let e = match M.B with M.A -> 1 | M.B -> 2
let f = N.z
module K : S = struct end
let g () = raise M.E
let r = { M.x = 1; y = 2 }
let s = r.M.x + r.M.y
let (_ : M.u) = 3
open M
let h = old
