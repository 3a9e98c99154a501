(* Mutually recursive type definitions and functions over them. *)
type expr =
  | Num of int
  | Add of expr * expr
  | Let of binding * expr
  | Var of string
and binding = { name : string; value : expr }
let rec eval env = function
  | Num n -> n
  | Add (a, b) -> eval env a + eval env b
  | Var x -> List.assoc x env
  | Let (b, body) -> eval ((b.name, eval_binding env b) :: env) body
and eval_binding env b = eval env b.value
let prog = Let ({ name = "x"; value = Num 2 }, Add (Var "x", Var "x"))
let result = eval [] prog
