type c = R | G | B | X of int | Y of int * int
let f = function R -> 1
let g = function R -> 1 | G -> 2 | B -> 3
let h = function (R, 1) -> 1
let i = function [| |] -> 1 | [| _ |] -> 2
let j = function 'a' -> 1
let k = function "" -> 1
let l = function 0. -> 1
let m = function Some R -> 1 | None -> 2
let n = function 0l -> 1
let o = function Not_found -> 1
type r = { a : int; b : bool; c : int }
let p = function { a = 1; _ } -> 1
let q = function (Some 1, _) -> 1 | (_, Some 2) -> 2
let s = function X 1 -> 1 | R -> 2
let t x = match x with Some y when y > 0 -> 1 | None -> 0
let u = function lazy 1 -> 0
