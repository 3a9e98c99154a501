exception Unbound of string
val eval : (string * int) list -> Ast.expr -> int
