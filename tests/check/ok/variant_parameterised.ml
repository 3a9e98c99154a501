type 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
type ('k, 'v) assoc = Nil | Bind of 'k * 'v * ('k, 'v) assoc
let rec insert x = function
  | Leaf -> Node (Leaf, x, Leaf)
  | Node (l, y, r) as t ->
    if x < y then Node (insert x l, y, r)
    else if x > y then Node (l, y, insert x r)
    else t
let rec to_list = function Leaf -> [] | Node (l, x, r) -> to_list l @ [x] @ to_list r
let rec lookup k = function
  | Nil -> None
  | Bind (k', v, rest) -> if k = k' then Some v else lookup k rest
let t = List.fold_left (fun t x -> insert x t) Leaf [5; 2; 8]
