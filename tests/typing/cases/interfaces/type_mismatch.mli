type t = B
val v : t
