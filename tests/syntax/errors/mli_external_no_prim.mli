external f : int -> int =
