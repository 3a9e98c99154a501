(* Symbolic differentiation and simplification of expressions in one variable, with
   evaluation, pretty-printing with minimal parentheses, and a Newton iteration. *)
type expr =
  | Const of float
  | X
  | Add of expr * expr
  | Sub of expr * expr
  | Mul of expr * expr
  | Div of expr * expr
  | Pow of expr * int
  | Sin of expr
  | Cos of expr
  | Exp of expr
  | Ln of expr

let rec deriv = function
  | Const _ -> Const 0.
  | X -> Const 1.
  | Add (a, b) -> Add (deriv a, deriv b)
  | Sub (a, b) -> Sub (deriv a, deriv b)
  | Mul (a, b) -> Add (Mul (deriv a, b), Mul (a, deriv b))
  | Div (a, b) -> Div (Sub (Mul (deriv a, b), Mul (a, deriv b)), Pow (b, 2))
  | Pow (a, n) -> Mul (Mul (Const (float_of_int n), Pow (a, n - 1)), deriv a)
  | Sin a -> Mul (Cos a, deriv a)
  | Cos a -> Mul (Const (-1.), Mul (Sin a, deriv a))
  | Exp a -> Mul (Exp a, deriv a)
  | Ln a -> Div (deriv a, a)

let rec simplify e =
  let s = match e with
    | Add (a, b) -> (match simplify a, simplify b with
        | Const 0., e | e, Const 0. -> e
        | Const x, Const y -> Const (x +. y)
        | a, b when a = b -> Mul (Const 2., a)
        | a, b -> Add (a, b))
    | Sub (a, b) -> (match simplify a, simplify b with
        | e, Const 0. -> e
        | Const x, Const y -> Const (x -. y)
        | a, b when a = b -> Const 0.
        | a, b -> Sub (a, b))
    | Mul (a, b) -> (match simplify a, simplify b with
        | Const 0., _ | _, Const 0. -> Const 0.
        | Const 1., e | e, Const 1. -> e
        | Const x, Const y -> Const (x *. y)
        | Const x, Mul (Const y, e) -> Mul (Const (x *. y), e)
        | e, (Const _ as c) -> Mul (c, e)
        | a, b when a = b -> Pow (a, 2)
        | a, b -> Mul (a, b))
    | Div (a, b) -> (match simplify a, simplify b with
        | Const 0., _ -> Const 0.
        | e, Const 1. -> e
        | Const x, Const y when y <> 0. -> Const (x /. y)
        | a, b when a = b -> Const 1.
        | a, b -> Div (a, b))
    | Pow (a, n) -> (match simplify a, n with
        | _, 0 -> Const 1.
        | e, 1 -> e
        | Const x, n -> Const (x ** float_of_int n)
        | Pow (e, m), n -> Pow (e, m * n)
        | e, n -> Pow (e, n))
    | Sin a -> (match simplify a with Const 0. -> Const 0. | e -> Sin e)
    | Cos a -> (match simplify a with Const 0. -> Const 1. | e -> Cos e)
    | Exp a -> (match simplify a with Const 0. -> Const 1. | Ln e -> e | e -> Exp e)
    | Ln a -> (match simplify a with Const 1. -> Const 0. | Exp e -> e | e -> Ln e)
    | e -> e in
  if s = e then s else simplify s

let rec eval x = function
  | Const c -> c | X -> x
  | Add (a, b) -> eval x a +. eval x b | Sub (a, b) -> eval x a -. eval x b
  | Mul (a, b) -> eval x a *. eval x b | Div (a, b) -> eval x a /. eval x b
  | Pow (a, n) -> eval x a ** float_of_int n
  | Sin a -> sin (eval x a) | Cos a -> cos (eval x a) | Exp a -> exp (eval x a) | Ln a -> log (eval x a)

let prec = function Add _ | Sub _ -> 1 | Mul _ | Div _ -> 2 | Pow _ -> 3 | _ -> 4

let rec show e =
  let wrap p sub = if prec sub < p then "(" ^ show sub ^ ")" else show sub in
  match e with
  | Const c -> if Float.is_integer c then string_of_int (int_of_float c) else Printf.sprintf "%g" c
  | X -> "x"
  | Add (a, b) -> wrap 1 a ^ " + " ^ wrap 1 b
  | Sub (a, b) -> wrap 1 a ^ " - " ^ wrap 2 b
  | Mul (a, b) -> wrap 2 a ^ "*" ^ wrap 2 b
  | Div (a, b) -> wrap 2 a ^ "/" ^ wrap 3 b
  | Pow (a, n) -> wrap 4 a ^ "^" ^ string_of_int n
  | Sin a -> "sin(" ^ show a ^ ")" | Cos a -> "cos(" ^ show a ^ ")"
  | Exp a -> "exp(" ^ show a ^ ")" | Ln a -> "ln(" ^ show a ^ ")"

let rec size = function
  | Const _ | X -> 1
  | Add (a, b) | Sub (a, b) | Mul (a, b) | Div (a, b) -> 1 + size a + size b
  | Pow (a, _) | Sin a | Cos a | Exp a | Ln a -> 1 + size a

let newton f x0 =
  let f' = simplify (deriv f) in
  let rec go x n = if n = 0 then x else let x' = x -. eval x f /. eval x f' in if Float.abs (x' -. x) < 1e-12 then x' else go x' (n - 1) in
  go x0 50

let examples = [
  Pow (X, 3);
  Add (Mul (Const 3., Pow (X, 2)), Mul (Const 2., X));
  Mul (X, Sin X);
  Div (Const 1., X);
  Exp (Mul (Const 2., X));
  Ln (Add (Pow (X, 2), Const 1.));
  Mul (Sin X, Cos X);
  Div (Sin X, X);
  Pow (Add (X, Const 1.), 4);
  Sub (Exp X, Exp X) ]

let () =
  List.iter (fun e ->
    let d = deriv e in
    let s = simplify d in
    Printf.printf "d/dx %s = %s   [raw size %d, simplified %d, at x=1.5: %.6f]\n" (show e) (show s) (size d) (size s) (eval 1.5 s))
    examples;
  let second = simplify (deriv (simplify (deriv (Pow (X, 5))))) in
  Printf.printf "second derivative of x^5: %s\n" (show second);
  Printf.printf "sqrt 2 by Newton: %.12f\n" (newton (Sub (Pow (X, 2), Const 2.)) 1.);
  Printf.printf "root of cos x - x: %.12f\n" (newton (Sub (Cos X, X)) 1.);
  Printf.printf "root of x^3 - 2x - 5: %.12f\n" (newton (Sub (Sub (Pow (X, 3), Mul (Const 2., X)), Const 5.)) 2.)
