(* Where alerts are silenced: warning 3 (the deprecated alert's old number), [@alert] on an
   expression, [@@@alert] for the rest of a structure, [@@warning] on a binding. *)
module M : sig
  val f : int -> int [@@alert risky "think twice"]
end = struct
  let f x = x
end
let a = String.copy "a"
let b = (String.copy [@alert "-deprecated"]) "b"
let c = String.copy "c" [@@warning "-3"]
let d = M.f 1
module Quiet = struct
  [@@@ocaml.alert "-risky"]
  let e = M.f 2
  [@@@ocaml.warning "-3"]
  let f = String.copy "f"
end
let g = M.f 3
[@@@warning "-3"]
let h = String.copy "h"
[@@@warning "+3"]
let i = String.copy "i"
let j = (M.f [@alert "-all"]) 4
