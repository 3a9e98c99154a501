(* Private row types through with, include, module type of and coercions: a variant type on
   a private row type's row shows as that type. *)
[@@@ocaml.alert "-deprecated"]
type u = [ `A | `B ]
module M : sig type t = private #u end = struct type t = [ `A ] end
module type S = sig type t = private [> `A ] val v : t end
module type T = S with type t = [ `A | `C ]
module I : sig include S end = struct type t = [ `A | `Z ] let v = `Z end
module J : S = I
let k = (J.v :> [> `A ])
module type U = module type of I
module K = struct type t = private [> `K ] end
let e : K.t -> [> `K ] = fun x -> (x :> [> `K ])
let ee1 (x : K.t) = (x :> [> `K ])
let ee2 (x : K.t) : [> `K ] = x
let ee3 : K.t -> [> `K ] = fun x -> x
