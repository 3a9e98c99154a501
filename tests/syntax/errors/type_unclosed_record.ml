type t = { x : int
