module rec Even : sig val check : int -> bool end = struct let check n = n = 0 || Odd.check (n - 1) end
and Odd : sig val check : int -> bool end = struct let check n = n <> 0 && Even.check (n - 1) end
module rec Tree : sig type t = Node of string * Forest.t val size : t -> int end = struct
  type t = Node of string * Forest.t
  let size (Node (_, f)) = 1 + Forest.size f
end
and Forest : sig type t = Tree.t list val size : t -> int end = struct
  type t = Tree.t list
  let size f = List.fold_left (fun a t -> a + Tree.size t) 0 f
end
let () =
  Printf.printf "%b %b %b\n" (Even.check 10) (Odd.check 7) (Even.check 3);
  let t = Tree.Node ("root", [ Tree.Node ("a", []); Tree.Node ("b", [ Tree.Node ("c", []) ]) ]) in
  Printf.printf "size %d\n" (Tree.size t)
