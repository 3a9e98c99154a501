type t
val zero : t
