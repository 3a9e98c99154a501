(* The order of a unit's warnings: those found while typing (a partial match), the missing
   interface, the unused names, then the translation's misplaced attributes. *)
open List
let f () = let y = 1 in 0
let d = (1 [@inline])
let g = function 0 -> 1
