type t
val make : int -> t
