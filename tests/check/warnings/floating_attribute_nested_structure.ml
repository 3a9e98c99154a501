(* A floating [@@@warning] in a nested structure changes the warnings of that structure only. *)
module Quiet = struct
  [@@@ocaml.warning "-32"]
  let e = 1
end
let f () = let y = 1 in 0
module Q2 : sig end = struct
  [@@@ocaml.warning "-26"]
  let g () = let z = 1 in 0
end
let h () = let w = 1 in 0
