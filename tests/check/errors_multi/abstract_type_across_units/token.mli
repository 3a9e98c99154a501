type t
val make : string -> t
