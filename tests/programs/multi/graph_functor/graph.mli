module Make (V : Vertex.S) : sig
  type t
  val empty : t
  val add_edge : V.t -> V.t -> t -> t
  val neighbours : V.t -> t -> V.t list
  val bfs : V.t -> t -> V.t list
  val path : V.t -> V.t -> t -> V.t list option
end
