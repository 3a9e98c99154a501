exception Unbound of string
let rec eval env = function
  | Ast.Num n -> n
  | Ast.Var x -> (try List.assoc x env with Not_found -> raise (Unbound x))
  | Ast.Add (a, b) -> eval env a + eval env b
  | Ast.Mul (a, b) -> eval env a * eval env b
  | Ast.Let (x, a, b) -> eval ((x, eval env a) :: env) b
