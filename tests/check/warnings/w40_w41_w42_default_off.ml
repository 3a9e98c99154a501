(* Warnings 40, 41 and 42 are off by default; 26 (unused variable) is on. *)
module M = struct
  type t = A | B
end
type u = A | C
let f (v : M.t) = match v with A -> 1 | B -> 2
let g = A
let h (v : u) = let unused = 1 in match v with A -> 0 | C -> 1
