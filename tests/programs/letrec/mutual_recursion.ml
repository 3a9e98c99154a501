let rec is_even n = if n = 0 then true else is_odd (n - 1)
and is_odd n = if n = 0 then false else is_even (n - 1)
type tree = Node of int * forest and forest = tree list
let rec sum_tree (Node (v, f)) = v + sum_forest f
and sum_forest = function [] -> 0 | t :: r -> sum_tree t + sum_forest r
let rec count_tree (Node (_, f)) = 1 + count_forest f
and count_forest f = List.fold_left (fun a t -> a + count_tree t) 0 f
let () =
  List.iter (fun n -> Printf.printf "%d even=%b odd=%b\n" n (is_even n) (is_odd n)) [ 0; 1; 10; 77 ];
  let t = Node (1, [ Node (2, []); Node (3, [ Node (4, []); Node (5, []) ]) ]) in
  Printf.printf "sum %d count %d\n" (sum_tree t) (count_tree t)
