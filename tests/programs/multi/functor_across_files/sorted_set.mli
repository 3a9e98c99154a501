module Make (O : Ordered.S) : sig
  type t
  val empty : t
  val add : O.t -> t -> t
  val mem : O.t -> t -> bool
  val elements : t -> O.t list
  val show : t -> string
end
