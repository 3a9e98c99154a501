val register : string -> 'a -> unit
val register_exception : string -> exn -> unit
