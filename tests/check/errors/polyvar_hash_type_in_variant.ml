(* A #t type is not a closed variant type, so it cannot be inherited. *)
type t = [ `A | `B of int ]
let g : [ #t | `C ] -> unit = fun _ -> ()
