(** The interface's header. *)

val x : int
(** x's, and y's: ambiguous *)
val y : int

val f : int (** the argument *) -> int
(** f's *)

exception E (** E's *)

val z : int
(** at the end *)
