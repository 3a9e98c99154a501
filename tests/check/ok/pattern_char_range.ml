let kind = function
  | 'a' .. 'z' -> "lower"
  | 'A' .. 'Z' -> "upper"
  | '0' .. '9' -> "digit"
  | ' ' | '\t' | '\n' | '\r' -> "space"
  | '\000' .. '\031' | '\127' -> "control"
  | '\128' .. '\255' -> "high"
  | _ -> "punct"
let is_hex = function '0' .. '9' | 'a' .. 'f' | 'A' .. 'F' -> true | _ -> false
let hex_value c = match c with
  | '0' .. '9' -> Char.code c - 48
  | 'a' .. 'f' -> Char.code c - 87
  | 'A' .. 'F' -> Char.code c - 55
  | _ -> invalid_arg "hex_value"
