open Ast
let rec subst x v = function
  | Var y when y = x -> v
  | (Num _ | Var _) as e -> e
  | Add (a, b) -> Add (subst x v a, subst x v b)
  | Mul (a, b) -> Mul (subst x v a, subst x v b)
  | Let (y, a, b) -> Let (y, subst x v a, if y = x then b else subst x v b)
let rec fold_constants = function
  | Add (a, b) -> (match fold_constants a, fold_constants b with Num x, Num y -> Num (x + y) | Num 0, e | e, Num 0 -> e | a, b -> Add (a, b))
  | Mul (a, b) -> (match fold_constants a, fold_constants b with Num x, Num y -> Num (x * y) | Num 1, e | e, Num 1 -> e | Num 0, _ | _, Num 0 -> Num 0 | a, b -> Mul (a, b))
  | Let (x, a, b) -> (match fold_constants a with Num _ as v -> fold_constants (subst x v b) | a -> Let (x, a, fold_constants b))
  | e -> e
let rec size = function Num _ | Var _ -> 1 | Add (a, b) | Mul (a, b) -> 1 + size a + size b | Let (_, a, b) -> 1 + size a + size b
