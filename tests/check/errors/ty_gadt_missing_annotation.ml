type _ expr = Int : int -> int expr | Bool : bool -> bool expr
let eval = function Int n -> n | Bool b -> b
