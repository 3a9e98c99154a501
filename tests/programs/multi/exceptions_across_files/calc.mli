val eval_line : int -> string -> int
