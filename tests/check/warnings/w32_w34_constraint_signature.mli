val a : int
module E : sig val e : int type et end
val g : unit -> int
val i : int
