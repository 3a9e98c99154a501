val fold_constants : Ast.expr -> Ast.expr
val size : Ast.expr -> int
