(* A GADT whose index refines the result type of evaluation. *)
type _ expr =
  | Int : int -> int expr
  | Bool : bool -> bool expr
  | Add : int expr * int expr -> int expr
  | If : bool expr * 'a expr * 'a expr -> 'a expr
  | Eq : int expr * int expr -> bool expr
  | Pair : 'a expr * 'b expr -> ('a * 'b) expr
let rec eval : type a. a expr -> a = function
  | Int n -> n
  | Bool b -> b
  | Add (a, b) -> eval a + eval b
  | If (c, t, e) -> if eval c then eval t else eval e
  | Eq (a, b) -> eval a = eval b
  | Pair (a, b) -> (eval a, eval b)
let r = eval (Pair (If (Eq (Int 1, Int 1), Int 2, Int 3), Bool false))
