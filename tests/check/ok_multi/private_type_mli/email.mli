type t = private string
val of_string : string -> t option
val domain : t -> string
