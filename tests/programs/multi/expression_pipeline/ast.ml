type expr =
  | Num of int
  | Var of string
  | Add of expr * expr
  | Mul of expr * expr
  | Let of string * expr * expr
let rec to_string = function
  | Num n -> string_of_int n
  | Var x -> x
  | Add (a, b) -> "(" ^ to_string a ^ " + " ^ to_string b ^ ")"
  | Mul (a, b) -> to_string a ^ " * " ^ to_string b
  | Let (x, a, b) -> "let " ^ x ^ " = " ^ to_string a ^ " in " ^ to_string b
