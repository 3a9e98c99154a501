module Make (V : Vertex.S) = struct
  module M = Map.Make (V)
  type t = V.t list M.t
  let empty = M.empty
  let add1 a b g = M.update a (function None -> Some [ b ] | Some l -> Some (if List.exists (fun x -> V.compare x b = 0) l then l else l @ [ b ])) g
  let add_edge a b g = add1 b a (add1 a b g)
  let neighbours v g = try M.find v g with Not_found -> []
  let search start g =
    let parent = ref (M.singleton start start) in
    let order = ref [] in
    let q = Queue.create () in
    Queue.add start q;
    while not (Queue.is_empty q) do
      let v = Queue.pop q in
      order := v :: !order;
      List.iter (fun w -> if not (M.mem w !parent) then (parent := M.add w v !parent; Queue.add w q)) (neighbours v g)
    done;
    (List.rev !order, !parent)
  let bfs start g = fst (search start g)
  let path a b g =
    let _, parent = search a g in
    if not (M.mem b parent) then None
    else let rec back v acc = if V.compare v a = 0 then v :: acc else back (M.find v parent) (v :: acc) in Some (back b [])
end
