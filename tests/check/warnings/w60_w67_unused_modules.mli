val a : int
val deep : int
val s : int
