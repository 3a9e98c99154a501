(** A module with hidden global state, initialised when the program starts. *)
val next : unit -> int
val reset : unit -> unit
val calls : unit -> int
