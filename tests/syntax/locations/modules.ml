module M = struct let x = 1 end
module N : S = struct end
module F (X : S) (Y : T) = struct include X end
module G = functor (X : S) -> struct end
module H = F (X) (Y)
module I = F (struct end)
module type S = sig val x : int type t end
module type T = functor (X : A) -> B
module type V = S with type t = int and type u := v and module M = N
module type W = module type of M
module rec A : S = struct end and B : T = struct end
module type X = sig
  module M : sig end
  module N = M
  module F (X : S) : T
  include S
  open M
  type t := int
  exception E
  module rec R : S and Q : T
  module type Y
  external f : int -> int = "f"
end
open M
open! N
include M
let x = 1;;
print_endline "x";;
[@@@ocaml.warning "-32"]
let f x = x [@@inline never]
let[@inline] g x = x
module J = (val m : S)
module K = (M : S)
