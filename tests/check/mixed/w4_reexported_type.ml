(* Warning 4 names the type as ocamlc finds it: abbreviations expanded (a re-exported variant
   is its original), module aliases resolved, library units under their linked names. *)
module A = struct type v = K of int | L | N end
type v = A.v = K of int | L | N
let h = function K _ -> 1 | _ -> 2
let h2 = function A.K _ -> 1 | _ -> 2
let h3 = function (A.K _, K _) -> 1 | _ -> 2
type w = v
let h4 (x : w) = match x with K _ -> 1 | _ -> 2
module M = struct module B = struct type u = P | Q | R end type u = B.u = P | Q | R end
let h5 = function M.P -> 1 | _ -> 2
module Mc : sig type u = M.u = P | Q | R end = M
let h6 = function Mc.P -> 1 | _ -> 2
let h7 = function Ok 1 -> 1 | _ -> 2
let h8 = function Result.Ok 1 -> 1 | _ -> 2
let h9 = function (K _, Some M.P) -> 1 | _ -> 2
module F (X : sig type t = A | B | C end) = struct type t = X.t = A | B | C let f = function A -> 1 | _ -> 2 end
module N = struct type r = S | T | U end
module O = struct include N end
let h10 = function O.S -> 1 | _ -> 2
module P = N
let h11 = function P.S -> 1 | _ -> 2
let h12 = function Either.Left 1 -> 1 | _ -> 2
