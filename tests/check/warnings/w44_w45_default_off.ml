(* Warnings 44 and 45 are off by default. *)
module M = struct let x = 1 type c = A end
let x = 0
type c = A
open M
let d = x + x
let g = A
let f () = let unused = 0 in ()
