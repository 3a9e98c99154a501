let parse_line n s =
  if s = "" then Errors.fail n "empty line"
  else if s.[0] = '#' then raise (Errors.Not_implemented "directives")
  else String.trim s
let safe n s =
  try Ok (parse_line n s) with
  | Errors.Parse_error { line; msg } -> Error (Printf.sprintf "%d: %s" line msg)
  | Errors.Not_implemented what -> Error what
