type name = string
type 'a pair = 'a * 'a
type ('a, 'b) fn = 'a -> 'b
type env = (name * int) list
type matrix = float array array
let greet (n : name) = "hi " ^ n
let swap ((a, b) : 'a pair) : 'a pair = (b, a)
let apply (f : (int, string) fn) = f 1
let lookup (e : env) n = List.assoc n e
let identity n : matrix = Array.init n (fun i -> Array.init n (fun j -> if i = j then 1. else 0.))
