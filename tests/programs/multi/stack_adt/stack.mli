(** An immutable stack with an abstract representation. *)
type 'a t
exception Empty
val empty : 'a t
val push : 'a -> 'a t -> 'a t
val pop : 'a t -> 'a * 'a t
val top : 'a t -> 'a
val size : 'a t -> int
val to_list : 'a t -> 'a list
