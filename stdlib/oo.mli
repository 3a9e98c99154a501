(* Operations on objects (OCaml 4.13's Oo, without CamlinternalOO's method labels). *)

val copy : (< .. > as 'a) -> 'a
(** [Oo.copy o] returns a copy of object [o], that is a fresh object with the same methods
    and instance variables as [o]. *)

external id : < .. > -> int = "%field1"
(** Return an integer identifying this object, unique for the current execution of the
    program. The generic comparison and hashing functions are based on this integer. *)
