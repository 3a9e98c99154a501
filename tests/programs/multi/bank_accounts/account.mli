type t
exception Insufficient_funds of { needed : int; available : int }
val open_account : string -> int -> t
val owner : t -> string
val balance : t -> int
val deposit : t -> int -> unit
val withdraw : t -> int -> unit
val history : t -> string list
