type t = string
let of_string s = if String.contains s '@' then Some (String.lowercase_ascii s) else None
let domain s = let i = String.index s '@' in String.sub s (i + 1) (String.length s - i - 1)
