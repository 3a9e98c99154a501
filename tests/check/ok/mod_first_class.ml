(* First-class modules: packing, unpacking, in data structures. *)
module type SHAPE = sig val name : string val area : float -> float end
module Square = struct let name = "square" let area s = s *. s end
module Circle = struct let name = "circle" let area r = 3.14 *. r *. r end
let shapes : (module SHAPE) list = [(module Square); (module Circle)]
let describe (module S : SHAPE) x = Printf.sprintf "%s: %.2f" S.name (S.area x)
let all = List.map (fun s -> describe s 2.) shapes
let pick b = if b then (module Square : SHAPE) else (module Circle : SHAPE)
module Picked = (val pick true)
let n = Picked.name
let area_of m = let module M = (val m : SHAPE) in M.area 1.
