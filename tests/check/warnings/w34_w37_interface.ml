[@@@ocaml.warning "+34+37+38+69"]
type t = Visible | Hidden_constructor
type abstract = A1 | A2
type internal = int
type r = { shown : int; mutable counter : int }
exception Exported_exn
exception Internal_exn
module Sub = struct
  type kept = K
  type dropped = D
end
let make () = A1
