(* A heterogeneous list whose constructors reuse the list syntax [] and ::. *)
type _ hlist = [] : unit hlist | ( :: ) : 'a * 'b hlist -> ('a * 'b) hlist
let h = [1; "two"; 3.0]
let head : type a b. (a * b) hlist -> a = function x :: _ -> x
let tail : type a b. (a * b) hlist -> b hlist = function _ :: t -> t
let second = head (tail h)
let rec length : type a. a hlist -> int = function [] -> 0 | _ :: t -> 1 + length t
let n = length h
