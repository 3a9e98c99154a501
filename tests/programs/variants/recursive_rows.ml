(* Abbreviations recursive through a polymorphic variant row, functions over them, and #t
   (the old syntax for [< t ]) in type expressions. *)
[@@@ocaml.alert "-deprecated"]
type t = [ `Leaf | `Node of t * t ]
type 'a l = [ `Nil | `Cons of 'a * 'a l ]
type expr = [ `Num of int | `Add of expr * expr | `Neg of expr ]
type expr2 = [ expr | `Mul of expr2 * expr2 ]

let rec size : t -> int = function `Leaf -> 1 | `Node (a, b) -> size a + size b
let rec build n : t = if n = 0 then `Leaf else `Node (build (n - 1), build (n - 2 |> max 0))
let rec of_list = function [] -> `Nil | x :: r -> `Cons (x, of_list r)
let rec to_list : 'a l -> 'a list = function `Nil -> [] | `Cons (x, r) -> x :: to_list r
let rec map f : 'a l -> 'b l = function `Nil -> `Nil | `Cons (x, r) -> `Cons (f x, map f r)
let rec eval : expr -> int = function `Num n -> n | `Add (a, b) -> eval a + eval b | `Neg e -> - (eval e)
let rec eval2 : expr2 -> int = function
  | `Mul (a, b) -> eval2 a * eval2 b
  | #expr as e -> (match e with `Num n -> n | `Add (a, b) -> eval2 (a :> expr2) + eval2 (b :> expr2) | `Neg e -> - (eval2 (e :> expr2)))

type colour = [ `Red | `Green | `Blue ]
let name : #colour -> string = function `Red -> "red" | `Green -> "green" | `Blue -> "blue"
let warm (c : #colour) = match c with `Red -> true | `Green | `Blue -> false
let only_red : [ `Red ] -> string = name
let rec show : t -> string = function `Leaf -> "." | `Node (a, b) -> "(" ^ show a ^ " " ^ show b ^ ")"

let () =
  List.iter (fun n -> Printf.printf "size %d = %d\n" n (size (build n))) [0; 1; 2; 5; 10];
  print_endline (show (build 3));
  let l = of_list [1; 2; 3; 4] in
  print_endline (String.concat "," (List.map string_of_int (to_list (map (fun x -> x * x) l))));
  Printf.printf "%d\n" (eval (`Add (`Num 2, `Neg (`Num 5))));
  Printf.printf "%d\n" (eval2 (`Mul (`Add (`Num 1, `Num 2), `Mul (`Num 3, (`Neg (`Num 4) :> expr2)))));
  List.iter (fun c -> Printf.printf "%s %b\n" (name c) (warm c)) [`Red; `Green; `Blue];
  print_endline (only_red `Red);
  Printf.printf "%b\n" (build 4 = build 4 && compare (`Cons (1, `Nil)) (`Cons (2, `Nil)) < 0)
