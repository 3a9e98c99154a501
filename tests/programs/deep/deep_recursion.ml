(* reference: native *)
let rec sum n = if n = 0 then 0 else (n mod 10) + sum (n - 1)
let rec build n = if n = 0 then [] else n :: build (n - 1)
type tree = Leaf | Node of tree * int
let rec chain n = if n = 0 then Leaf else Node (chain (n - 1), n)
let rec depth = function Leaf -> 0 | Node (t, _) -> 1 + depth t
let () =
  Printf.printf "%d\n" (sum 100_000);
  Printf.printf "%d\n" (List.length (build 100_000));
  Printf.printf "%d\n" (depth (chain 100_000))
