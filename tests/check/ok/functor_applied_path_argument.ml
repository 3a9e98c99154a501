module type ORD = sig type t val compare : t -> t -> int end
module type SET = sig type elt type t val empty : t val add : elt -> t -> t val mem : elt -> t -> bool val size : t -> int end
module MkSet (O : ORD) : SET with type elt = O.t = struct
  type elt = O.t
  type t = elt list
  let empty = []
  let rec add x = function [] -> [x] | y :: r as l -> let c = O.compare x y in if c = 0 then l else if c < 0 then x :: l else y :: add x r
  let rec mem x = function [] -> false | y :: r -> O.compare x y = 0 || mem x r
  let size = List.length
end
module Pair (A : ORD) (B : ORD) = struct type t = A.t * B.t let compare (a, b) (c, d) = match A.compare a c with 0 -> B.compare b d | n -> n end
module IP = MkSet (Pair (Int) (String))
let () = let s = IP.add (1, "a") (IP.add (0, "b") (IP.add (1, "a") IP.empty)) in Printf.printf "%d %b\n" (IP.size s) (IP.mem (0, "b") s)
module type S2 = SET with type elt := int
module Priv : sig type t = private int val make : int -> t end = struct type t = int let make x = abs x end
let () = Printf.printf "%d\n" ((Priv.make (-5) :> int) + 1)
module Ext = struct include List let sum = fold_left ( + ) 0 end
let () = Printf.printf "%d %d\n" (Ext.sum [1;2;3]) (Ext.length [1])
module type OF = module type of Ext
module Shadow = struct let x = 1 let x = x + 1 let f () = x end
let () = Printf.printf "%d\n" (Shadow.f ())
module Nest (X : sig val n : int end) = struct module Inner (Y : sig val m : int end) = struct let v = X.n * Y.m end end
module N = Nest (struct let n = 6 end)
module NI = N.Inner (struct let m = 7 end)
let () = Printf.printf "%d\n" NI.v
type 'a constrained = 'a list constraint 'a = int
let c : int constrained = [1]
let () = Printf.printf "%d\n" (List.length c)
open! List
let () = Printf.printf "%d\n" (length [1;2;3])
