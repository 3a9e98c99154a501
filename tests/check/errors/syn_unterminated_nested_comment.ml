let x = 1
(* an unterminated comment (* with a nested one: located at the innermost
