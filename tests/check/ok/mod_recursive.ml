(* Recursive modules need explicit signatures. *)
module rec Tree : sig
  type t = Leaf of int | Node of Forest.t
  val size : t -> int
end = struct
  type t = Leaf of int | Node of Forest.t
  let size = function Leaf _ -> 1 | Node f -> Forest.size f
end
and Forest : sig
  type t = Tree.t list
  val size : t -> int
end = struct
  type t = Tree.t list
  let size f = List.fold_left (fun acc t -> acc + Tree.size t) 0 f
end
let n = Tree.size (Tree.Node [Tree.Leaf 1; Tree.Node [Tree.Leaf 2; Tree.Leaf 3]])
