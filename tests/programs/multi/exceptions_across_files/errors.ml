exception Parse_error of { line : int; message : string }
exception Eval_error of string
let describe = function
  | Parse_error { line; message } -> Printf.sprintf "parse error on line %d: %s" line message
  | Eval_error m -> "evaluation error: " ^ m
  | e -> "other: " ^ Printexc.to_string e
