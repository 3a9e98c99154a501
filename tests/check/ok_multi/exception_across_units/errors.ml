exception Parse_error of { line : int; msg : string }
exception Not_implemented of string
let fail line msg = raise (Parse_error { line; msg })
