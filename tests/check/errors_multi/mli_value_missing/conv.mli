val parse : string -> int
val print : int -> string
