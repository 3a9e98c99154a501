type _ expr =
  | Int : int -> int expr
  | Bool : bool -> bool expr
  | If : bool expr * 'a expr * 'a expr -> 'a expr
  | Pair : 'a expr * 'b expr -> ('a * 'b) expr
let rec eval : type a. a expr -> a = function
  | Int n -> n
  | Bool b -> b
  | If (c, a, b) -> if eval c then eval a else eval b
  | Pair (a, b) -> (eval a, eval b)
type ('a, 's) node = Done | Yield of 'a * 's
type _ stream = State : 's * ('s -> ('a, 's) node) -> 'a stream
let rec fold f acc (State (s, next)) =
  match next s with Done -> acc | Yield (x, s') -> fold f (f acc x) (State (s', next))
let range a b = State (a, fun i -> if i >= b then Done else Yield (i, i + 1))
let sum = fold ( + ) 0 (range 0 10)
