(* Warning 28: a wildcard argument given to a constant constructor, written with a name or
   with symbols and keywords ([] _, () _, true _), which OCaml parses as applications. *)
type t = A | B of int
let f = function A _ -> 1 | B _ -> 2
let g = function None _ -> 0 | Some _ -> 1
let h = function [] _ -> 0 | _ :: _ -> 1
let i = function () _ -> 0
let j = function true _ -> 1 | false _ -> 0
let k = function (::) _ -> 1 | _ -> 0
