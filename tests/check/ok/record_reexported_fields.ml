(* Fields and constructors of a re-exported type (type t = A.t = { ... }): named after one field
   qualified by either module, the others are found in that module's type, and fields of the two
   modules mix, as their types expand to the same one. *)
module A = struct
  type 'a t = { x : 'a; mutable y : int }
  type v = K of int | L
end

module B = struct
  type 'a t = 'a A.t = { x : 'a; mutable y : int }
  type v = A.v = K of int | L
end

type 'a u = 'a B.t

let v = { B.x = "s"; y = 2 }
let w = { A.x = 1.5; y = 2 }
let m = { B.x = 1; A.y = 2 }
let m2 = { A.x = [ 1 ]; B.y = 2 }
let updated = { v with A.y = 3 }
let updated2 = { w with B.y = 4 }
let sum = function { B.x; A.y } -> String.length x + y
let sum2 = function { A.x = a; y = b } -> a +. float b
let sum3 = function { B.x = a; y = b } -> a + b
let () = v.B.y <- 5; m.A.y <- 7
let get_y (r : 'a u) = r.y
let make_u () : int u = { x = 1; y = 2 }
let k (c : B.v) = match c with K n -> n | L -> 0
let k2 = function A.K n -> n | B.L -> 0
