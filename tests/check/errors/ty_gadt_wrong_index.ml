type _ expr = Int : int -> int expr | Bool : bool -> bool expr
let e : int expr = Bool true
