(* Code reuse through polymorphic variants (Garrigue's expression problem example). *)
type var = [ `Var of string ]
let eval_var sub (`Var s as v : var) = try List.assoc s sub with Not_found -> v

type 'a lambda = [ `Var of string | `Abs of string * 'a | `App of 'a * 'a ]
let gensym = let n = ref 0 in fun () -> incr n; "_" ^ string_of_int !n

let eval_lambda eval_rec subst : 'a lambda -> 'a = function
  | #var as v -> eval_var subst v
  | `App (l1, l2) ->
      let l2' = eval_rec subst l2 in
      (match eval_rec subst l1 with
       | `Abs (s, body) -> eval_rec [ (s, l2') ] body
       | l1' -> `App (l1', l2'))
  | `Abs (s, l1) ->
      let s' = gensym () in
      `Abs (s', eval_rec ((s, `Var s') :: subst) l1)

let rec eval1 subst = eval_lambda eval1 subst

type 'a expr = [ `Var of string | `Num of int | `Add of 'a * 'a | `Mult of 'a * 'a ]
let map_expr (f : _ -> 'a) : 'a expr -> 'a = function
  | #var as v -> v
  | `Num _ as n -> n
  | `Add (e1, e2) -> `Add (f e1, f e2)
  | `Mult (e1, e2) -> `Mult (f e1, f e2)

let eval_expr eval_rec subst (e : 'a expr) : 'a =
  match map_expr (eval_rec subst) e with
  | #var as v -> eval_var subst v
  | `Add (`Num m, `Num n) -> `Num (m + n)
  | `Mult (`Num m, `Num n) -> `Num (m * n)
  | e -> e

let rec eval2 subst = eval_expr eval2 subst

type 'a lexpr = [ 'a lambda | 'a expr ]
let eval_lexpr eval_rec subst : 'a lexpr -> 'a = function
  | #lambda as x -> eval_lambda eval_rec subst x
  | #expr as x -> eval_expr eval_rec subst x

let rec eval3 subst = eval_lexpr eval3 subst

let rec show = function
  | `Var s -> s
  | `Num n -> string_of_int n
  | `Add (a, b) -> "(" ^ show a ^ " + " ^ show b ^ ")"
  | `Mult (a, b) -> "(" ^ show a ^ " * " ^ show b ^ ")"
  | `Abs (s, b) -> "(fun " ^ s ^ " -> " ^ show b ^ ")"
  | `App (a, b) -> "(" ^ show a ^ " " ^ show b ^ ")"

let () =
  print_endline (show (eval1 [] (`App (`Abs ("x", `Var "x"), `Var "y"))));
  print_endline (show (eval2 [ ("x", `Num 3) ] (`Add (`Mult (`Num 2, `Var "x"), `Var "z"))));
  print_endline (show (eval3 [] (`Add (`App (`Abs ("x", `Mult (`Var "x", `Var "x")), `Num 2), `Num 5))))
