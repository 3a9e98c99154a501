open Ast
let programs = [
  Let ("x", Add (Num 2, Num 3), Mul (Var "x", Var "x"));
  Add (Mul (Num 1, Var "y"), Mul (Num 0, Var "z"));
  Let ("a", Var "y", Add (Var "a", Add (Num 4, Num 5)));
  Add (Var "unknown", Num 1) ]
let () =
  List.iter (fun e ->
    let o = Optimize.fold_constants e in
    Printf.printf "%s\n  => %s (size %d -> %d)\n" (to_string e) (to_string o) (Optimize.size e) (Optimize.size o);
    match Eval.eval [ ("y", 10) ] e, Eval.eval [ ("y", 10) ] o with
    | v1, v2 -> Printf.printf "  value %d, optimised %d, same %b\n" v1 v2 (v1 = v2)
    | exception Eval.Unbound x -> Printf.printf "  unbound variable %s\n" x) programs
