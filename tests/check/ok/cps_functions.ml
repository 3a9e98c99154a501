(* Continuation-passing style functions. *)
let rec fact_k n k = if n = 0 then k 1 else fact_k (n - 1) (fun r -> k (n * r))
let f = fact_k 10 Fun.id
type tree = Leaf | Node of tree * int * tree
let rec sum_k t k = match t with
  | Leaf -> k 0
  | Node (l, v, r) -> sum_k l (fun a -> sum_k r (fun b -> k (a + v + b)))
let t = Node (Node (Leaf, 1, Leaf), 2, Node (Leaf, 3, Leaf))
let s = sum_k t (fun x -> x)
let find_k p l ~found ~missing =
  let rec go = function [] -> missing () | x :: xs -> if p x then found x else go xs in
  go l
let r = find_k (fun x -> x > 2) [1; 5] ~found:string_of_int ~missing:(fun () -> "none")
