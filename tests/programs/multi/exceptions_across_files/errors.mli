exception Parse_error of { line : int; message : string }
exception Eval_error of string
val describe : exn -> string
