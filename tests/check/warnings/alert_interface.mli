(* An alert in the interface is reported, before those of the implementation. *)
val f : int -> Format.formatter_tag_functions
val g : int
