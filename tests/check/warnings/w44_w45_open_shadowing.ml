(* An open that shadows a name in scope: 44 for a value, type, module or module type, 45 for a
   constructor or field of another type; at the open, when the name is first used through it,
   once per name; never for open!, nor for a name bound again after the open. *)
module M = struct
  let x = 1
  let y = 2
  type t = int
  module S = struct end
  module type T = sig end
  type c = A
  type r = { f : int }
  type same = B
end
let x = 0
type t = bool
module S = struct let v = 0 end
module type T = sig val v : int end
type c = A
type r = { f : int }
type same = M.same = B
let a = let open M in x + y + x
let b = M.(x)
let c = let open! M in x
open M
let d = x + x
let e : t = 3
module K = S
module type L = T
let g = A
let h r = r.f
let i = { f = 1 }
let j = B
module F (X : sig val x : int end) = struct
  open X
  let j = x
end
let k = let open M in let x = 3 in x
