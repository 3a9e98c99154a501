(* Symbolic rewriting: repeated differentiation and simplification of expressions to a fixpoint. *)
type expr = Num of int | Var of string | Add of expr * expr | Mul of expr * expr | Pow of expr * int

let rec simplify e =
  match e with
  | Num _ | Var _ -> e
  | Add (a, b) -> (
      match simplify a, simplify b with
      | Num 0, x | x, Num 0 -> x
      | Num x, Num y -> Num ((x + y) land 0xFFFF)
      | Num x, Add (Num y, z) -> Add (Num ((x + y) land 0xFFFF), z)
      | x, (Num _ as k) -> Add (k, x)
      | x, y -> Add (x, y))
  | Mul (a, b) -> (
      match simplify a, simplify b with
      | Num 0, _ | _, Num 0 -> Num 0
      | Num 1, x | x, Num 1 -> x
      | Num x, Num y -> Num ((x * y) land 0xFFFF)
      | Num x, Mul (Num y, z) -> Mul (Num ((x * y) land 0xFFFF), z)
      | x, (Num _ as k) -> Mul (k, x)
      | x, y -> Mul (x, y))
  | Pow (a, k) -> (
      match simplify a, k with
      | _, 0 -> Num 1
      | x, 1 -> x
      | Num x, k -> let r = ref 1 in for _ = 1 to k do r := (!r * x) land 0xFFFF done; Num !r
      | x, k -> Pow (x, k))

let rec deriv x e =
  match e with
  | Num _ -> Num 0
  | Var y -> if x = y then Num 1 else Num 0
  | Add (a, b) -> Add (deriv x a, deriv x b)
  | Mul (a, b) -> Add (Mul (a, deriv x b), Mul (deriv x a, b))
  | Pow (a, k) -> Mul (Mul (Num k, Pow (a, k - 1)), deriv x a)

let rec size = function
  | Num _ | Var _ -> 1
  | Add (a, b) | Mul (a, b) -> 1 + size a + size b
  | Pow (a, _) -> 1 + size a

let rec hash = function
  | Num k -> k land 0xFFFF
  | Var s -> String.length s
  | Add (a, b) -> (hash a * 31 + hash b + 1) land 0xFFFFFF
  | Mul (a, b) -> (hash a * 37 + hash b + 2) land 0xFFFFFF
  | Pow (a, k) -> (hash a * 41 + k) land 0xFFFFFF

let poly seed =
  let x = Var "x" and y = Var "y" in
  Add (Mul (Num seed, Pow (Add (x, Num 1), 4)),
       Add (Mul (Pow (x, 3), Pow (y, 2)), Mul (Add (Mul (Num 3, x), y), Pow (Add (y, x), 3))))

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 25000 in
  let check = ref 0 in
  for i = 1 to n do
    let e = ref (poly (i land 15)) in
    for _ = 1 to 3 do e := simplify (deriv "x" !e) done;
    let e' = simplify (deriv "y" !e) in
    check := (!check + size !e + hash e') land 0xFFFFFF
  done;
  print_int !check;
  print_newline ()
