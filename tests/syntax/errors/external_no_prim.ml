external f : int -> int
