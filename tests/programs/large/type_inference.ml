(* Hindley-Milner type inference for a tiny lambda calculus with let-polymorphism, integers,
   booleans, pairs and fixpoints, using mutable type variables with levels. *)
type term =
  | Var of string
  | Int of int
  | Bool of bool
  | Lam of string * term
  | App of term * term
  | Let of string * term * term
  | If of term * term * term
  | Pair of term * term
  | Fst of term
  | Snd of term
  | Fix of term

type ty =
  | TInt
  | TBool
  | TArrow of ty * ty
  | TPair of ty * ty
  | TVar of tvar ref
and tvar = Unbound of int * int | Link of ty

type scheme = Forall of int list * ty

exception Type_error of string

let counter = ref 0
let fresh level = incr counter; TVar (ref (Unbound (!counter, level)))

let rec repr = function TVar ({ contents = Link t } as r) -> let t' = repr t in r := Link t'; t' | t -> t

let rec occurs id level t = match repr t with
  | TVar ({ contents = Unbound (id', l') } as r) ->
    if id = id' then raise (Type_error "recursive type");
    if l' > level then r := Unbound (id', level)
  | TArrow (a, b) | TPair (a, b) -> occurs id level a; occurs id level b
  | _ -> ()

let rec unify a b = match repr a, repr b with
  | TInt, TInt | TBool, TBool -> ()
  | TArrow (a1, b1), TArrow (a2, b2) | TPair (a1, b1), TPair (a2, b2) -> unify a1 a2; unify b1 b2
  | TVar r1, TVar r2 when r1 == r2 -> ()
  | TVar ({ contents = Unbound (id, level) } as r), t | t, TVar ({ contents = Unbound (id, level) } as r) -> occurs id level t; r := Link t
  | _ -> raise (Type_error "cannot unify")

let rec generalize level t = match repr t with
  | TVar { contents = Unbound (id, l) } when l > level -> [ id ]
  | TArrow (a, b) | TPair (a, b) -> generalize level a @ generalize level b
  | _ -> []

let instantiate level (Forall (ids, t)) =
  let subst = List.map (fun id -> (id, fresh level)) ids in
  let rec go t = match repr t with
    | TVar { contents = Unbound (id, _) } as v -> (try List.assoc id subst with Not_found -> v)
    | TArrow (a, b) -> TArrow (go a, go b)
    | TPair (a, b) -> TPair (go a, go b)
    | t -> t in
  go t

let rec infer env level = function
  | Int _ -> TInt
  | Bool _ -> TBool
  | Var x -> (try instantiate level (List.assoc x env) with Not_found -> raise (Type_error ("unbound variable " ^ x)))
  | Lam (x, body) -> let a = fresh level in TArrow (a, infer ((x, Forall ([], a)) :: env) level body)
  | App (f, arg) ->
    let tf = infer env level f and ta = infer env level arg in
    let r = fresh level in unify tf (TArrow (ta, r)); r
  | Let (x, e1, e2) ->
    let t1 = infer env (level + 1) e1 in
    let ids = List.sort_uniq compare (generalize level t1) in
    infer ((x, Forall (ids, t1)) :: env) level e2
  | If (c, t, e) ->
    unify (infer env level c) TBool;
    let tt = infer env level t in unify tt (infer env level e); tt
  | Pair (a, b) -> TPair (infer env level a, infer env level b)
  | Fst p -> let a = fresh level and b = fresh level in unify (infer env level p) (TPair (a, b)); a
  | Snd p -> let a = fresh level and b = fresh level in unify (infer env level p) (TPair (a, b)); b
  | Fix f -> let a = fresh level in unify (infer env level f) (TArrow (a, a)); a

let show t =
  let names = Hashtbl.create 8 in
  let name id = match Hashtbl.find_opt names id with
    | Some n -> n
    | None -> let n = "'" ^ String.make 1 (Char.chr (97 + Hashtbl.length names)) in Hashtbl.add names id n; n in
  let rec go p t = match repr t with
    | TInt -> "int" | TBool -> "bool"
    | TVar { contents = Unbound (id, _) } -> name id
    | TVar { contents = Link _ } -> assert false
    | TArrow (a, b) -> let s = go 1 a ^ " -> " ^ go 0 b in if p > 0 then "(" ^ s ^ ")" else s
    | TPair (a, b) -> let s = go 2 a ^ " * " ^ go 2 b in if p > 1 then "(" ^ s ^ ")" else s in
  go 0 t

let prims = [
  ("add", Forall ([], TArrow (TInt, TArrow (TInt, TInt))));
  ("eq", Forall ([], TArrow (TInt, TArrow (TInt, TBool))));
  ("not", Forall ([], TArrow (TBool, TBool))) ]

let examples = [
  ("id", Lam ("x", Var "x"));
  ("const", Lam ("x", Lam ("y", Var "x")));
  ("compose", Lam ("f", Lam ("g", Lam ("x", App (Var "f", App (Var "g", Var "x"))))));
  ("let-poly", Let ("id", Lam ("x", Var "x"), Pair (App (Var "id", Int 1), App (Var "id", Bool true))));
  ("lambda-mono", App (Lam ("id", Pair (App (Var "id", Int 1), App (Var "id", Bool true))), Lam ("x", Var "x")));
  ("swap", Lam ("p", Pair (Snd (Var "p"), Fst (Var "p"))));
  ("fact", Fix (Lam ("f", Lam ("n", If (App (App (Var "eq", Var "n"), Int 0), Int 1, App (Var "f", App (App (Var "add", Var "n"), Int (-1))))))));
  ("self-app", Lam ("x", App (Var "x", Var "x")));
  ("if-mismatch", If (Bool true, Int 1, Bool false));
  ("unbound", App (Var "nope", Int 1));
  ("twice", Let ("twice", Lam ("f", Lam ("x", App (Var "f", App (Var "f", Var "x")))), Pair (App (App (Var "twice", Var "not"), Bool false), App (Var "twice", App (Var "add", Int 1)))));
  ("s-combinator", Lam ("x", Lam ("y", Lam ("z", App (App (Var "x", Var "z"), App (Var "y", Var "z"))))));
  ("nested-let", Let ("pair", Lam ("a", Lam ("b", Pair (Var "a", Var "b"))), Let ("p", App (App (Var "pair", Int 3), Bool true), App (App (Var "pair", Var "p"), Var "p")))) ]

let () =
  List.iter (fun (name, t) ->
    counter := 0;
    match infer prims 0 t with
    | ty -> Printf.printf "%-14s : %s\n" name (show ty)
    | exception Type_error m -> Printf.printf "%-14s : error: %s\n" name m) examples
