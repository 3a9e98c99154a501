(* An arithmetic expression language: lexer, recursive-descent parser with precedence,
   let-bindings, an evaluator with an environment, and a pretty printer. *)
type token = TNum of int | TIdent of string | TPlus | TMinus | TStar | TSlash | TPercent
  | TLParen | TRParen | TLet | TIn | TEq | TIf | TThen | TElse | TLt | TEOF

type expr =
  | Num of int
  | Var of string
  | Bin of char * expr * expr
  | Neg of expr
  | Let of string * expr * expr
  | If of expr * expr * expr

exception Syntax_error of string
exception Eval_error of string

let is_digit c = c >= '0' && c <= '9'
let is_alpha c = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c = '_'

let tokenize s =
  let n = String.length s in
  let rec go i acc =
    if i >= n then List.rev (TEOF :: acc)
    else match s.[i] with
      | ' ' | '\t' | '\n' -> go (i + 1) acc
      | '+' -> go (i + 1) (TPlus :: acc)
      | '-' -> go (i + 1) (TMinus :: acc)
      | '*' -> go (i + 1) (TStar :: acc)
      | '/' -> go (i + 1) (TSlash :: acc)
      | '%' -> go (i + 1) (TPercent :: acc)
      | '(' -> go (i + 1) (TLParen :: acc)
      | ')' -> go (i + 1) (TRParen :: acc)
      | '=' -> go (i + 1) (TEq :: acc)
      | '<' -> go (i + 1) (TLt :: acc)
      | c when is_digit c ->
        let j = ref i in
        while !j < n && is_digit s.[!j] do incr j done;
        go !j (TNum (int_of_string (String.sub s i (!j - i))) :: acc)
      | c when is_alpha c ->
        let j = ref i in
        while !j < n && (is_alpha s.[!j] || is_digit s.[!j]) do incr j done;
        let tok = match String.sub s i (!j - i) with
          | "let" -> TLet | "in" -> TIn | "if" -> TIf | "then" -> TThen | "else" -> TElse
          | id -> TIdent id in
        go !j (tok :: acc)
      | c -> raise (Syntax_error (Printf.sprintf "unexpected character %C at %d" c i))
  in
  go 0 []

(* precedence climbing over a token list held in a ref *)
let parse s =
  let toks = ref (tokenize s) in
  let peek () = match !toks with t :: _ -> t | [] -> TEOF in
  let advance () = match !toks with _ :: r -> toks := r | [] -> () in
  let expect t what = if peek () = t then advance () else raise (Syntax_error ("expected " ^ what)) in
  let rec expr () =
    match peek () with
    | TLet ->
      advance ();
      let name = match peek () with TIdent x -> advance (); x | _ -> raise (Syntax_error "expected identifier") in
      expect TEq "=";
      let e1 = expr () in
      expect TIn "in";
      Let (name, e1, expr ())
    | TIf ->
      advance ();
      let c = expr () in
      expect TThen "then";
      let t = expr () in
      expect TElse "else";
      If (c, t, expr ())
    | _ -> comparison ()
  and comparison () =
    let l = additive () in
    if peek () = TLt then (advance (); Bin ('<', l, additive ())) else l
  and additive () =
    let rec loop l = match peek () with
      | TPlus -> advance (); loop (Bin ('+', l, term ()))
      | TMinus -> advance (); loop (Bin ('-', l, term ()))
      | _ -> l in
    loop (term ())
  and term () =
    let rec loop l = match peek () with
      | TStar -> advance (); loop (Bin ('*', l, unary ()))
      | TSlash -> advance (); loop (Bin ('/', l, unary ()))
      | TPercent -> advance (); loop (Bin ('%', l, unary ()))
      | _ -> l in
    loop (unary ())
  and unary () = if peek () = TMinus then (advance (); Neg (unary ())) else atom ()
  and atom () = match peek () with
    | TNum n -> advance (); Num n
    | TIdent x -> advance (); Var x
    | TLParen -> advance (); let e = expr () in expect TRParen ")"; e
    | _ -> raise (Syntax_error "expected an atom")
  in
  let e = expr () in
  if peek () <> TEOF then raise (Syntax_error "trailing tokens");
  e

let rec eval env = function
  | Num n -> n
  | Var x -> (try List.assoc x env with Not_found -> raise (Eval_error ("unbound " ^ x)))
  | Neg e -> - (eval env e)
  | Bin (op, a, b) ->
    let x = eval env a and y = eval env b in
    (match op with
     | '+' -> x + y | '-' -> x - y | '*' -> x * y
     | '/' -> if y = 0 then raise (Eval_error "division by zero") else x / y
     | '%' -> if y = 0 then raise (Eval_error "modulo by zero") else x mod y
     | '<' -> if x < y then 1 else 0
     | c -> raise (Eval_error (Printf.sprintf "bad operator %c" c)))
  | Let (x, e1, e2) -> eval ((x, eval env e1) :: env) e2
  | If (c, t, e) -> if eval env c <> 0 then eval env t else eval env e

let rec show = function
  | Num n -> string_of_int n
  | Var x -> x
  | Neg e -> "-" ^ show e
  | Bin (op, a, b) -> Printf.sprintf "(%s %c %s)" (show a) op (show b)
  | Let (x, a, b) -> Printf.sprintf "(let %s = %s in %s)" x (show a) (show b)
  | If (c, t, e) -> Printf.sprintf "(if %s then %s else %s)" (show c) (show t) (show e)

let programs = [
  "1 + 2 * 3";
  "(1 + 2) * 3";
  "10 - 4 - 3";
  "100 / 7 % 5";
  "-3 * -(2 + 1)";
  "let x = 5 in x * x + 1";
  "let x = 2 in let y = x * 10 in let x = y + 1 in x * y";
  "if 3 < 4 then 100 else 200";
  "let a = 7 in if a < 5 then a else a * 2";
  "1 / 0";
  "x + 1";
  "2 * (3 + ";
  "4 $ 4";
  "let big = 65536 in big * big + 7";
]

let () =
  List.iter (fun src ->
    match parse src with
    | e ->
      (match eval [] e with
       | v -> Printf.printf "%-45s => %-40s = %d\n" src (show e) v
       | exception Eval_error m -> Printf.printf "%-45s => %-40s ! %s\n" src (show e) m)
    | exception Syntax_error m -> Printf.printf "%-45s syntax error: %s\n" src m)
    programs
