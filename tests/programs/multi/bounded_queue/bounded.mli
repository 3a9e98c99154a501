exception Full of int
module Make (Q : Fqueue.QUEUE) (C : sig val capacity : int end) : sig
  type 'a t
  val empty : 'a t
  val push : 'a -> 'a t -> 'a t
  val push_dropping : 'a -> 'a t -> 'a t
  val pop : 'a t -> ('a * 'a t) option
  val to_list : 'a t -> 'a list
end
