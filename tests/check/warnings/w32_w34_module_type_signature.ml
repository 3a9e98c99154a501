(* The values and types a module type declares are watched: used through a module of that type,
   or when the module type is compared with another (exported, or given as an alias). *)
module type S = sig
  type t
  val x : t
  val unused : int
  module N : sig val z : int type w end
end
module type T = sig val shown : int type shown_t end
module type Hidden = sig val h : int type ht end
module type Alias = Hidden
module M : S = struct type t = int let x = 1 let unused = 2 module N = struct let z = 3 type w = int end end
let y = M.x
let show (v : M.t) = ignore v
let f (module P : T) = P.shown
