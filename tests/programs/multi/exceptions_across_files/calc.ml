let eval_line line s =
  match String.split_on_char ' ' (String.trim s) with
  | [ a; op; b ] ->
    let num x = match int_of_string_opt x with Some n -> n | None -> raise (Errors.Parse_error { line; message = "not a number: " ^ x }) in
    let a = num a and b = num b in
    (match op with
     | "+" -> a + b | "-" -> a - b | "*" -> a * b
     | "/" -> if b = 0 then raise (Errors.Eval_error "division by zero") else a / b
     | _ -> raise (Errors.Parse_error { line; message = "unknown operator " ^ op }))
  | _ -> raise (Errors.Parse_error { line; message = "expected three tokens" })
