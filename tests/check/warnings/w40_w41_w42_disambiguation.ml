(* Type-directed disambiguation of constructors and fields: 40 when the name is not in scope,
   41 when several types in scope have it and no type says which, 42 when the type chose. *)
module M = struct
  type t = A | B
  type r = { x : int; y : int }
end
type u = A | C
type s = { x : int; z : int }
type v = { x : int; w : int }

let f (v : M.t) = match v with A -> 1 | B -> 2
let g : M.t = A
let h (r : M.r) = r.x + r.y
let k () : M.r = { x = 1; y = 2 }
let amb = A
let amb2 r = r.x
let pat = function { x; _ } -> x
let m (v : u) = match v with A -> 0 | C -> 1
let by_fields = { x = 1; z = 2 }
let by_fields_pat = function { x; w } -> x + w
let copy (r : s) = { r with x = 3 }
let set (r : M.r) = { r with x = 3 }
type t2 = M.t = A | B
let re = A
let qualified = { M.x = 1; y = 2 }
