(** Sorted lists of integers: the representation is visible but can only be built here. *)
type t = private int list
val of_list : int list -> t
val insert : int -> t -> t
val merge : t -> t -> t
val median : t -> int option
