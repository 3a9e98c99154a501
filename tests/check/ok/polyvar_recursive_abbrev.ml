(* Type abbreviations recursive through a polymorphic variant row, and functions over them. *)
type t = [ `Leaf | `Node of t * t ]
type 'a l = [ `Nil | `Cons of 'a * 'a l ]
type 'a tree = [ `Leaf of 'a | `Node of 'a tree list ]
type expr = [ `Num of int | `Add of expr * expr | `Neg of expr ]
type expr2 = [ expr | `Mul of expr2 * expr2 ]
let rec size = function `Leaf -> 1 | `Node (a, b) -> size a + size b
let s : t -> int = size
let rec len : 'a l -> int = function `Nil -> 0 | `Cons (_, r) -> 1 + len r
let rec map f = function `Nil -> `Nil | `Cons (x, r) -> `Cons (f x, map f r)
let map_l : ('a -> 'b) -> 'a l -> 'b l = map
let rec of_list = function [] -> `Nil | x :: r -> `Cons (x, of_list r)
let rec sum : int tree -> int = function `Leaf n -> n | `Node ts -> List.fold_left (fun a t -> a + sum t) 0 ts
let rec eval : expr -> int = function `Num n -> n | `Add (a, b) -> eval a + eval b | `Neg e -> - (eval e)
let rec eval2 : expr2 -> int = function
  | `Mul (a, b) -> eval2 a * eval2 b
  | `Num n -> n
  | `Add (a, b) -> eval2 (a :> expr2) + eval2 (b :> expr2)
  | `Neg e -> - (eval2 (e :> expr2))
let widen (e : expr) = (e :> expr2)
let rec depth = function `Leaf -> 0 | `Node (a, b) -> 1 + max (depth a) (depth b)
let balanced : t = `Node (`Node (`Leaf, `Leaf), `Leaf)
let d = depth balanced
