type t = (int, int
