type expr = Num of int | Add of expr * expr | Mul of expr * expr | Neg of expr
let rec simplify = function
  | Add (Num 0, e) | Add (e, Num 0) -> simplify e
  | Mul (Num 1, e) | Mul (e, Num 1) -> simplify e
  | Mul (Num 0, _) | Mul (_, Num 0) -> Num 0
  | Neg (Neg e) -> simplify e
  | Neg (Num n) -> Num (- n)
  | Add (Num a, Num b) -> Num (a + b)
  | Mul (Num a, Num b) -> Num (a * b)
  | Add (a, b) -> let a' = simplify a and b' = simplify b in if a' = a && b' = b then Add (a, b) else simplify (Add (a', b'))
  | Mul (a, b) -> let a' = simplify a and b' = simplify b in if a' = a && b' = b then Mul (a, b) else simplify (Mul (a', b'))
  | Neg e -> let e' = simplify e in if e' = e then Neg e else simplify (Neg e')
  | Num n -> Num n
let rec show = function
  | Num n -> string_of_int n
  | Add (a, b) -> "(" ^ show a ^ " + " ^ show b ^ ")"
  | Mul (a, b) -> show a ^ " * " ^ show b
  | Neg e -> "-" ^ show e
let tests = [
  Add (Num 0, Mul (Num 1, Num 7));
  Mul (Add (Num 2, Num 3), Neg (Neg (Num 4)));
  Add (Mul (Num 0, Num 9), Neg (Num 5));
  Mul (Add (Num 1, Num 0), Add (Num 0, Num 1));
  Neg (Add (Num 2, Mul (Num 3, Num 1)));
  Add (Mul (Num 2, Num 2), Mul (Num 3, Num 3)) ]
let () = List.iter (fun e -> Printf.printf "%s => %s\n" (show e) (show (simplify e))) tests
let deep = function
  | Some (Some (Some x)) -> Printf.sprintf "three deep: %d" x
  | Some (Some None) -> "two deep, then none"
  | Some None -> "one deep"
  | None -> "none"
let () = List.iter (fun v -> print_endline (deep v)) [ Some (Some (Some 3)); Some (Some None); Some None; None ]
let classify = function
  | [ (Some a, _); (_, Some b) ] -> Printf.sprintf "diag %d %d" a b
  | (None, None) :: _ -> "starts empty"
  | [ _ ] -> "one"
  | _ -> "other"
let () = List.iter (fun l -> print_endline (classify l)) [ [ (Some 1, None); (None, Some 2) ]; [ (None, None); (Some 1, None) ]; [ (Some 5, Some 6) ]; [] ]
