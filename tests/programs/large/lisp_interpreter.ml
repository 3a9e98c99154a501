(* A small Lisp: reader for s-expressions, evaluator with lexical closures, define, lambda,
   let, if, cond, quote, begin and set!, arithmetic and list primitives; runs a prelude and
   a few programs (factorial, map, fold, closures as counters, tail-recursive loop). *)
type value =
  | Int of int
  | Sym of string
  | Str of string
  | Nil
  | Bool of bool
  | Cons of value * value
  | Prim of string * (value list -> value)
  | Closure of string list * value list * env
and env = { vars : (string, value ref) Hashtbl.t; parent : env option }

exception Lisp_error of string

let rec lookup env x =
  match Hashtbl.find_opt env.vars x with
  | Some r -> r
  | None -> (match env.parent with Some p -> lookup p x | None -> raise (Lisp_error ("unbound symbol " ^ x)))

let tokenize s =
  let s = String.concat " ( " (String.split_on_char '(' s) in
  let s = String.concat " ) " (String.split_on_char ')' s) in
  let s = String.concat " ' " (String.split_on_char '\'' s) in
  List.filter (( <> ) "") (String.split_on_char ' ' (String.map (fun c -> if c = '\n' || c = '\t' then ' ' else c) s))

let rec list_of = function [] -> Nil | x :: r -> Cons (x, list_of r)

let rec read = function
  | [] -> raise (Lisp_error "unexpected end of input")
  | "(" :: rest ->
    let rec items acc = function
      | ")" :: rest -> (list_of (List.rev acc), rest)
      | toks -> let v, rest = read toks in items (v :: acc) rest in
    items [] rest
  | ")" :: _ -> raise (Lisp_error "unexpected )")
  | "'" :: rest -> let v, rest = read rest in (list_of [ Sym "quote"; v ], rest)
  | tok :: rest ->
    (match int_of_string_opt tok with
     | Some n -> (Int n, rest)
     | None -> if tok = "#t" then (Bool true, rest) else if tok = "#f" then (Bool false, rest) else (Sym tok, rest))

let rec to_list = function Nil -> [] | Cons (a, b) -> a :: to_list b | _ -> raise (Lisp_error "improper list")

let rec show = function
  | Int n -> string_of_int n | Sym s -> s | Str s -> Printf.sprintf "%S" s | Nil -> "()"
  | Bool b -> if b then "#t" else "#f"
  | Cons _ as l -> "(" ^ String.concat " " (List.map show (to_list l)) ^ ")"
  | Prim (n, _) -> "#<primitive " ^ n ^ ">" | Closure _ -> "#<closure>"

let truthy = function Bool false | Nil -> false | _ -> true

let rec eval env v =
  match v with
  | Int _ | Str _ | Bool _ | Nil | Prim _ | Closure _ -> v
  | Sym s -> !(lookup env s)
  | Cons (Sym "quote", Cons (x, Nil)) -> x
  | Cons (Sym "if", Cons (c, Cons (t, rest))) ->
    if truthy (eval env c) then eval env t else (match rest with Cons (e, Nil) -> eval env e | _ -> Nil)
  | Cons (Sym "cond", clauses) ->
    let rec go = function
      | [] -> Nil
      | Cons (Sym "else", Cons (e, Nil)) :: _ -> eval env e
      | Cons (c, Cons (e, Nil)) :: r -> if truthy (eval env c) then eval env e else go r
      | _ -> raise (Lisp_error "bad cond") in
    go (to_list clauses)
  | Cons (Sym "define", Cons (Cons (Sym f, params), body)) ->
    let params = List.map (function Sym p -> p | _ -> raise (Lisp_error "bad parameter")) (to_list params) in
    Hashtbl.replace env.vars f (ref (Closure (params, to_list body, env))); Sym f
  | Cons (Sym "define", Cons (Sym x, Cons (e, Nil))) -> Hashtbl.replace env.vars x (ref (eval env e)); Sym x
  | Cons (Sym "set!", Cons (Sym x, Cons (e, Nil))) -> (lookup env x) := eval env e; Nil
  | Cons (Sym "lambda", Cons (params, body)) ->
    Closure (List.map (function Sym p -> p | _ -> raise (Lisp_error "bad parameter")) (to_list params), to_list body, env)
  | Cons (Sym "let", Cons (bindings, body)) ->
    let e = { vars = Hashtbl.create 8; parent = Some env } in
    List.iter (function Cons (Sym x, Cons (v, Nil)) -> Hashtbl.replace e.vars x (ref (eval env v)) | _ -> raise (Lisp_error "bad let")) (to_list bindings);
    eval_body e (to_list body)
  | Cons (Sym "begin", body) -> eval_body env (to_list body)
  | Cons (f, args) -> apply (eval env f) (List.map (eval env) (to_list args))
  | _ -> raise (Lisp_error ("cannot evaluate " ^ show v))

and eval_body env = function
  | [] -> Nil
  | [ e ] -> eval env e
  | e :: r -> ignore (eval env e); eval_body env r

and apply f args =
  match f with
  | Prim (_, p) -> p args
  | Closure (params, body, cenv) ->
    if List.length params <> List.length args then raise (Lisp_error "wrong number of arguments");
    let e = { vars = Hashtbl.create 8; parent = Some cenv } in
    List.iter2 (fun p a -> Hashtbl.replace e.vars p (ref a)) params args;
    eval_body e body
  | v -> raise (Lisp_error ("not a function: " ^ show v))

let global = { vars = Hashtbl.create 32; parent = None }
let int_op name f = Hashtbl.replace global.vars name (ref (Prim (name, function
  | [ Int a; Int b ] -> f a b
  | _ -> raise (Lisp_error (name ^ ": expects two integers")))))
let () =
  int_op "+" (fun a b -> Int (a + b)); int_op "-" (fun a b -> Int (a - b)); int_op "*" (fun a b -> Int (a * b));
  int_op "/" (fun a b -> if b = 0 then raise (Lisp_error "division by zero") else Int (a / b));
  int_op "<" (fun a b -> Bool (a < b)); int_op "=" (fun a b -> Bool (a = b)); int_op "mod" (fun a b -> Int (a mod b));
  List.iter (fun (n, f) -> Hashtbl.replace global.vars n (ref (Prim (n, f)))) [
    ("cons", (function [ a; b ] -> Cons (a, b) | _ -> raise (Lisp_error "cons")));
    ("car", (function [ Cons (a, _) ] -> a | _ -> raise (Lisp_error "car of non-pair")));
    ("cdr", (function [ Cons (_, b) ] -> b | _ -> raise (Lisp_error "cdr of non-pair")));
    ("null?", (function [ Nil ] -> Bool true | [ _ ] -> Bool false | _ -> raise (Lisp_error "null?")));
    ("list", list_of) ]

let run src =
  let toks = ref (tokenize src) in
  let results = ref [] in
  (try
     while !toks <> [] do
       let v, rest = read !toks in
       toks := rest;
       results := show (eval global v) :: !results
     done
   with Lisp_error m -> results := ("error: " ^ m) :: !results);
  List.rev !results

let programs = [
  "(define (fact n) (if (< n 2) 1 (* n (fact (- n 1))))) (fact 10)";
  "(define (map f l) (if (null? l) '() (cons (f (car l)) (map f (cdr l))))) (map (lambda (x) (* x x)) '(1 2 3 4 5))";
  "(define (foldl f acc l) (if (null? l) acc (foldl f (f acc (car l)) (cdr l)))) (foldl + 0 '(1 2 3 4 5 6 7 8 9 10))";
  "(define (make-counter) (let ((n 0)) (lambda () (set! n (+ n 1)) n))) (define c (make-counter)) (c) (c) (c)";
  "(define (fib n) (cond ((< n 2) n) (else (+ (fib (- n 1)) (fib (- n 2)))))) (fib 20)";
  "(define (loop i acc) (if (= i 0) acc (loop (- i 1) (+ acc i)))) (loop 1000 0)";
  "(let ((x 2) (y 3)) (begin (* x y)))";
  "(car '())";
  "(undefined-function 1)";
  "(/ 10 0)";
  "'(a (b c) d)";
  "(define (compose f g) (lambda (x) (f (g x)))) ((compose (lambda (x) (+ x 1)) (lambda (x) (* x 10))) 5)" ]

let () = List.iter (fun p -> Printf.printf "%s\n  => %s\n" p (String.concat " | " (run p))) programs
