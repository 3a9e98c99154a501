type expr = Const of float | Var of string | Add of expr * expr | Sub of expr * expr | Mul of expr * expr | Div of expr * expr | Pow of expr * int
let rec eval env = function
  | Const c -> c
  | Var v -> List.assoc v env
  | Add (a, b) -> eval env a +. eval env b
  | Sub (a, b) -> eval env a -. eval env b
  | Mul (a, b) -> eval env a *. eval env b
  | Div (a, b) -> eval env a /. eval env b
  | Pow (a, n) -> eval env a ** float_of_int n
let rec to_string = function
  | Const c -> Printf.sprintf "%g" c
  | Var v -> v
  | Add (a, b) -> Printf.sprintf "(%s + %s)" (to_string a) (to_string b)
  | Sub (a, b) -> Printf.sprintf "(%s - %s)" (to_string a) (to_string b)
  | Mul (a, b) -> Printf.sprintf "%s * %s" (to_string a) (to_string b)
  | Div (a, b) -> Printf.sprintf "%s / %s" (to_string a) (to_string b)
  | Pow (a, n) -> Printf.sprintf "%s^%d" (to_string a) n
let rec count = function Const _ | Var _ -> 1 | Add (a, b) | Sub (a, b) | Mul (a, b) | Div (a, b) -> 1 + count a + count b | Pow (a, _) -> 1 + count a
let () =
  let e = Add (Mul (Const 3., Pow (Var "x", 2)), Sub (Div (Var "y", Const 2.), Const 1.)) in
  Printf.printf "%s has %d nodes\n" (to_string e) (count e);
  List.iter (fun (x, y) -> Printf.printf "x=%g y=%g -> %g\n" x y (eval [ ("x", x); ("y", y) ] e)) [ (0., 0.); (1., 2.); (2.5, -3.) ];
  (try ignore (eval [] e) with Not_found -> print_endline "unbound variable")
