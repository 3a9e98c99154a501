type 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
let rec insert x = function
  | Leaf -> Node (Leaf, x, Leaf)
  | Node (l, v, r) as t -> if x < v then Node (insert x l, v, r) else if x > v then Node (l, v, insert x r) else t
let rec min_elt = function Leaf -> None | Node (Leaf, v, _) -> Some v | Node (l, _, _) -> min_elt l
let rec remove x = function
  | Leaf -> Leaf
  | Node (l, v, r) when x < v -> Node (remove x l, v, r)
  | Node (l, v, r) when x > v -> Node (l, v, remove x r)
  | Node (Leaf, _, r) -> r
  | Node (l, _, Leaf) -> l
  | Node (l, _, r) -> (match min_elt r with Some m -> Node (l, m, remove m r) | None -> assert false)
let rec inorder = function Leaf -> [] | Node (l, v, r) -> inorder l @ [ v ] @ inorder r
let rec height = function Leaf -> 0 | Node (l, _, r) -> 1 + max (height l) (height r)
let show t = String.concat " " (List.map string_of_int (inorder t))
let () =
  let t = List.fold_left (fun t x -> insert x t) Leaf [ 50; 30; 70; 20; 40; 60; 80; 35; 45; 65 ] in
  Printf.printf "%s (height %d)\n" (show t) (height t);
  List.iter (fun x -> let t' = remove x t in Printf.printf "remove %d: %s\n" x (show t')) [ 20; 30; 50; 99 ]
