type term = Var of string | Lam of string * term | App of term * term | Lit of int | Prim of string * term * term
type value = VInt of int | VClosure of string * term * env
and env = (string * value) list
exception Runtime_error of string
let rec eval env = function
  | Var x -> (try List.assoc x env with Not_found -> raise (Runtime_error ("unbound " ^ x)))
  | Lam (x, b) -> VClosure (x, b, env)
  | Lit n -> VInt n
  | App (f, a) ->
    (match eval env f with
     | VClosure (x, b, cenv) -> eval ((x, eval env a) :: cenv) b
     | VInt _ -> raise (Runtime_error "not a function"))
  | Prim (op, a, b) ->
    (match op, eval env a, eval env b with
     | "+", VInt x, VInt y -> VInt (x + y)
     | "*", VInt x, VInt y -> VInt (x * y)
     | _ -> raise (Runtime_error op))
let twice = Lam ("f", Lam ("x", App (Var "f", App (Var "f", Var "x"))))
let r = eval [] (App (App (twice, Lam ("n", Prim ("*", Var "n", Lit 3))), Lit 2))
