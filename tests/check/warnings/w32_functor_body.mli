module G : sig val x : int end
module H (X : sig end) (Y : sig end) : sig val kept : int end
val local : unit -> int
