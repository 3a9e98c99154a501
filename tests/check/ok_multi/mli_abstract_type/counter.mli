(** A counter whose representation is hidden. *)
type t
val create : ?start:int -> unit -> t
val incr : t -> unit
val value : t -> int
