(* Warnings 60 and 67: modules nothing uses and the interface does not export (a use in a
   type, an open, an alias, a functor argument, a path through modules counts), functor
   parameters in implementations (60) and in module types (67), let module, (module P). *)
module type S = sig type t val x : int end
module Only_type = struct type t = int end
let a : Only_type.t = 1
module Opened = struct let o = 1 end
open Opened
module Aliased = struct let v = 2 end
module Alias = Aliased
module Applied (X : S) = struct let r = X.x end
module Arg = struct type t = int let x = 3 end
module Res = Applied (Arg)
module Hidden : sig val h : int end = struct
  module Inside = struct let i = 1 end
  module Used_inside = struct let u = 1 end
  let h = Used_inside.u
end
module Typeof = struct let t = 1 end
module type T2 = module type of Typeof
let f () =
  let module L = struct let l = 1 end in
  let module L2 = struct let l2 = 2 end in
  L2.l2
let g (module P : S) = 0
let h (module Q : S) = Q.x
module Outer = struct
  module Mid = struct
    module Deep = struct let d = 1 end
  end
end
let deep = Outer.Mid.Deep.d
module F2 (X : S) (_ : S) = struct end
module type FT = functor (X : S) (Y : S) -> sig val y : int end
module type FT2 = functor (X : S) -> sig val y : X.t end
module Shadowed0 = struct end
module Shadowed = struct let s = 1 end
let s = Shadowed.s
module _ = struct end
module Attr = struct end [@@warning "-60"]
