type t = int
val y : int
val v : A.t2
