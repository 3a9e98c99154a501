type _ expr =
  | Int : int -> int expr
  | Bool : bool -> bool expr
  | Add : int expr * int expr -> int expr
  | If : bool expr * 'a expr * 'a expr -> 'a expr
  | Eq : int expr * int expr -> bool expr
  | Pair : 'a expr * 'b expr -> ('a * 'b) expr
  | Fst : ('a * 'b) expr -> 'a expr
let rec eval : type a. a expr -> a = function
  | Int n -> n
  | Bool b -> b
  | Add (a, b) -> eval a + eval b
  | If (c, t, e) -> if eval c then eval t else eval e
  | Eq (a, b) -> eval a = eval b
  | Pair (a, b) -> (eval a, eval b)
  | Fst p -> fst (eval p)
let rec size : type a. a expr -> int = function
  | Int _ | Bool _ -> 1
  | Add (a, b) -> 1 + size a + size b
  | Eq (a, b) -> 1 + size a + size b
  | If (c, t, e) -> 1 + size c + size t + size e
  | Pair (a, b) -> 1 + size a + size b
  | Fst p -> 1 + size p
let e1 = If (Eq (Add (Int 2, Int 3), Int 5), Int 100, Int 0)
let e2 = Fst (Pair (Add (Int 1, Int 1), Bool false))
let e3 = If (Bool false, Pair (Int 1, Int 2), Pair (Int 3, Int 4))
let () =
  Printf.printf "%d (size %d)\n" (eval e1) (size e1);
  Printf.printf "%d (size %d)\n" (eval e2) (size e2);
  let a, b = eval e3 in Printf.printf "(%d, %d) (size %d)\n" a b (size e3)
type (_, _) eq = Refl : ('a, 'a) eq
let cast : type a b. (a, b) eq -> a -> b = fun Refl x -> x
let () = print_endline (cast Refl "cast through Refl")
