(* Without a type to go by, a record's labels are chosen by the names of all its fields (OCaml's
   disambiguation by ids): the latest type that has them all, and for a record built without
   `with` no other field; an unqualified field is looked up in the module of a qualified one. *)
type foo = { id : int; fn : int -> int }
type inner = { id : int; fn : int -> int; x : int; y : float }
let v = { id = 1; fn = succ }
let () = Printf.printf "%d\n" (v.fn v.id)

type a = { p : int; q : int }
type b = { p : int; q : int; r : int }
let small = { p = 1; q = 2 }
let big = { p = 1; q = 2; r = 3 }
let sum_b { p; q } = p + q (* a pattern is open: the latest type with p and q, b *)
let only_r { r; _ } = r
let () = Printf.printf "%d %d %d\n" (small.p + small.q) (sum_b big) (only_r big)
let moved = { small with q = 5 }
let () = Printf.printf "%d\n" moved.q

type c = { u : int; w : int }
type d = { u : int; k : int }
let f { u; w } = u - w
let g = function { k; u } -> k * u
let () = Printf.printf "%d %d\n" (f { u = 5; w = 1 }) (g { u = 3; k = 4 })

module M = struct type t = { x : int; y : int } type u = { x : int; y : int; z : int } end
type o = { x : string; y : string }
let m1 = { x = 1; M.y = 2 }
let m2 = { M.x = 3; y = 4 }
let sum_t ({ M.x; y } : M.t) = x + y
let sum_u = function { x; M.y; z } -> x + y + z
let () = Printf.printf "%d %d %d %d\n" (sum_t m1) (sum_t m2) (sum_u { M.x = 1; y = 2; z = 3 }) (String.length ({ x = "a"; y = "bc" }).y)
