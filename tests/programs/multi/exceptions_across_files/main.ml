let () =
  List.iteri (fun i s ->
    match Calc.eval_line (i + 1) s with
    | v -> Printf.printf "%d: %s = %d\n" (i + 1) s v
    | exception (Errors.Parse_error _ | Errors.Eval_error _ as e) -> Printf.printf "%d: %s\n" (i + 1) (Errors.describe e))
    [ "1 + 2"; "6 * 7"; "x + 1"; "5 / 0"; "2 ^ 3"; "1 2"; "100 - 58" ];
  print_endline (Errors.describe Not_found);
  Calc.eval_line 99 "oops" |> ignore
