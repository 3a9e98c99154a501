val x : int
val w : B.t
