let f (x : int list list list) : string list list list = x
