(* Warnings 33 and 66: opens through which no name is found, by any namespace, for each form of open. *)
[@@@ocaml.warning "+33+66"]
open List
open! Array
module M = struct let v = 1 type t = A | B type r = { f : int } module N = struct let w = 2 end end
let x = let open String in 1
let y = String.(2)
let z = let open! Bytes in 3
open M
let a = v
open M
let b (q : t) = q
open M
let c = A
open M
let d = function { f } -> f
open M
let e = N.w
open M
let _ = (fun (x : t) -> match x with B -> 1 | _ -> 2)
module K = struct open M let q = 1 end
