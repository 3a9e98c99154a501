(* [@flambe.identity]: recursive functions that rebuild their argument are proved to return it
   (an induction on the argument's structure); those the proof does not hold for are left as
   they are. What the program prints must not change either way (whether a result is physically
   its argument is not printed: OCaml leaves it unspecified). *)
let[@flambe.identity] rec copy_list = function [] -> [] | x :: r -> x :: copy_list r

type tree = Leaf | Node of tree * int * tree

let[@flambe.identity] rec copy_tree = function Leaf -> Leaf | Node (l, v, r) -> Node (copy_tree l, v, copy_tree r)

let[@flambe.identity] rec copy_options = function
  | [] -> []
  | Some x :: r -> Some x :: copy_options r
  | None :: r -> None :: copy_options r

type nat = Z | S of nat
type peano = Zero | Succ of peano

(* another type of the same representation *)
let[@flambe.identity] rec to_peano = function Z -> Zero | S n -> Succ (to_peano n)
let rec peano_int = function Zero -> 0 | Succ n -> 1 + peano_int n

(* not identities: each must keep its behaviour *)
let[@flambe.identity] rec fake_id = function [] -> 0 | t :: q -> fake_id (t :: q)

type bugg = A of int * int | B of int

let[@flambe.identity] rec bug = function A (a, b) -> (a, b) | B x -> bug (B x)
let[@flambe.identity] rec last = function [] -> [] | [ x ] -> [ x ] | _ :: r -> last r
let[@flambe.identity] rec mirror = function Leaf -> Leaf | Node (l, v, r) -> Node (mirror r, v, mirror l)

let[@flambe.identity] rec noisy = function
  | [] -> []
  | x :: r ->
      Printf.printf "<%d>" x;
      x :: noisy r

let[@flambe.identity] rec bump = function [] -> [] | x :: r -> (x + 1) :: bump r

let rec tree_text = function Leaf -> "." | Node (l, v, r) -> Printf.sprintf "(%s %d %s)" (tree_text l) v (tree_text r)
let list_text l = "[" ^ String.concat ";" (List.map string_of_int l) ^ "]"

let () =
  let l = [ 1; 2; 3 ] in
  let l' = copy_list l in
  Printf.printf "%s %b\n" (list_text l') (l' = l);
  let t = Node (Node (Leaf, 1, Leaf), 2, Node (Leaf, 3, Leaf)) in
  let t' = copy_tree t in
  Printf.printf "%s %b\n" (tree_text t') (t' = t);
  let o = [ Some 1; None; Some 2 ] in
  let o' = copy_options o in
  Printf.printf "%d options %b\n" (List.length o') (o' = o);
  Printf.printf "peano %d\n" (peano_int (to_peano (S (S (S Z)))));
  Printf.printf "fake_id [] = %d\n" (fake_id []);
  let a, b = bug (A (4, 5)) in
  Printf.printf "bug = %d, %d\n" a b;
  Printf.printf "last %s\n" (list_text (last [ 7; 8; 9 ]));
  Printf.printf "mirror %s\n" (tree_text (mirror t));
  let n = noisy [ 4; 5 ] in
  Printf.printf " noisy %s\n" (list_text n);
  Printf.printf "bump %s\n" (list_text (bump l))
