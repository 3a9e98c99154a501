(* Disambiguation through opens, in functors and local modules, with a mutable field; the
   shadowing warning 45 of an open comes at the first use it concerns, before 41. *)
module M = struct
  type t = A | B of int
  type r = { x : int; mutable y : int }
  type e = ..
  type e += E1
end
module N = struct
  type t = A | C
  type r = { x : int; z : int }
end
open M
open N
let a = A
let b (v : M.t) = match v with A -> 0 | B _ -> 1
let c r = r.x
let d (r : M.r) = r.y <- r.x
let e = { x = 1; y = 2 }
let f = { M.x = 1; y = 2 }
let g (r : M.r) = { r with y = 3 }
let h = function { x; z } -> x + z
let i (v : M.e) = match v with E1 -> 0 | _ -> 1
module F (X : sig type t = P | Q end) = struct
  type u = P
  let j (v : X.t) = match v with P -> 0 | Q -> 1
  let k = P
end
let l = M.(A)
let local () =
  let module L = struct type t = A | D end in
  let m (v : L.t) = match v with A -> 0 | D -> 1 in
  m L.A
