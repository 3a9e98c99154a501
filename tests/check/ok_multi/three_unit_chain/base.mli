type id = private int
val make : int -> id
val to_int : id -> int
