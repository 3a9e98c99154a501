(* String literals with escapes, including unicode and line continuations. *)
let s1 = "plain"
let s2 = "quote \" and backslash \\ inside"
let s3 = "tab\tnewline\ncr\rbs\b"
let s4 = "decimal \065 hex \x41 octal \o101"
let s5 = "unicode \u{1F600} and \u{e9}"
let s6 = "a continued \
          line whose leading blanks vanish"
let s7 = "space\ escape"
let s8 = "single ' quote"
let len = String.length s5
let empty = ""
