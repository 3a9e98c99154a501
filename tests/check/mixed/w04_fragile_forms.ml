(* Warning 4: an exhaustive match whose wildcard would take new constructors of a variant type it
   tests, once per such type in the order the patterns name them; none for bool, list, unit and
   option, for a match that names every constructor, or for a match that is not exhaustive. *)
type color = Red | Green | Blue
type shape = Circle of float | Square of float | Tri of color
module M = struct type t = A | B of int end

let f = function Red -> 0 | _ -> 1
let g = function Red -> 0 | Green -> 1 | Blue -> 2
let h = function Circle _, Red -> 0 | Tri Green, _ -> 1 | _ -> 2
let i = function Some true -> 0 | Some false | None -> 1
let j = function [] -> 0 | [ _ ] -> 1 | _ -> 2
let k = function M.A -> 0 | _ -> 1
let l = function Red -> 0 | Green -> 1
let m x = match x with (Red | Green) when false -> 0 | _ -> 1
let n = function Tri (Red | Green) -> 0 | Tri Blue -> 1 | Circle _ | Square _ -> 2
let o = function Ok Red -> 0 | Ok _ -> 1 | Error () -> 2
