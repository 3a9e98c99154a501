(* Dijkstra's shortest paths on a graph stored as a Map from node names to adjacency lists,
   with a Set used as the priority queue; prints distances, paths and a spanning tree. *)
module SMap = Map.Make (String)
module PQ = Set.Make (struct type t = int * string let compare = compare end)

type graph = (string * int) list SMap.t

let add_edge g a b w =
  let add a b g = SMap.update a (function None -> Some [ (b, w) ] | Some l -> Some ((b, w) :: l)) g in
  add a b (add b a g)

let edges = [
  ("A", "B", 7); ("A", "C", 9); ("A", "F", 14); ("B", "C", 10); ("B", "D", 15); ("C", "D", 11);
  ("C", "F", 2); ("D", "E", 6); ("E", "F", 9); ("G", "H", 3); ("E", "I", 20); ("I", "J", 1); ("D", "J", 30) ]

let graph = List.fold_left (fun g (a, b, w) -> add_edge g a b w) SMap.empty edges

let dijkstra (g : graph) source =
  let rec loop dist prev queue =
    match PQ.min_elt_opt queue with
    | None -> (dist, prev)
    | Some ((d, u) as m) ->
      let queue = PQ.remove m queue in
      if d > (try SMap.find u dist with Not_found -> max_int) then loop dist prev queue
      else
        let neighbours = try SMap.find u g with Not_found -> [] in
        let dist, prev, queue = List.fold_left (fun (dist, prev, queue) (v, w) ->
          let nd = d + w in
          let old = try SMap.find v dist with Not_found -> max_int in
          if nd < old then (SMap.add v nd dist, SMap.add v u prev, PQ.add (nd, v) queue)
          else (dist, prev, queue)) (dist, prev, queue) (List.sort compare neighbours) in
        loop dist prev queue in
  loop (SMap.singleton source 0) SMap.empty (PQ.singleton (0, source))

let path prev target =
  let rec go v acc = match SMap.find_opt v prev with None -> v :: acc | Some p -> go p (v :: acc) in
  go target []

let () =
  Printf.printf "%d nodes, %d edges\n" (SMap.cardinal graph) (List.length edges);
  SMap.iter (fun k adj -> Printf.printf "%s: %s\n" k (String.concat " " (List.map (fun (v, w) -> Printf.sprintf "%s(%d)" v w) (List.sort compare adj)))) graph;
  let dist, prev = dijkstra graph "A" in
  SMap.iter (fun v _ ->
    match SMap.find_opt v dist with
    | Some d -> Printf.printf "A -> %s: %3d via %s\n" v d (String.concat "-" (path prev v))
    | None -> Printf.printf "A -> %s: unreachable\n" v) graph;
  let total = SMap.fold (fun _ d acc -> acc + d) dist 0 in
  Printf.printf "sum of distances from A: %d\n" total;
  let tree_edges = SMap.bindings prev in
  Printf.printf "shortest-path tree: %s\n" (String.concat ", " (List.map (fun (v, p) -> p ^ "->" ^ v) tree_edges));
  let dist_g, _ = dijkstra graph "G" in
  Printf.printf "from G reachable: %s\n" (String.concat " " (List.map fst (SMap.bindings dist_g)));
  (* all-pairs table for the connected component of A *)
  let nodes = List.filter (fun v -> SMap.mem v dist) (List.map fst (SMap.bindings graph)) in
  Printf.printf "    %s\n" (String.concat "" (List.map (Printf.sprintf "%4s") nodes));
  List.iter (fun s ->
    let d, _ = dijkstra graph s in
    Printf.printf "%4s%s\n" s (String.concat "" (List.map (fun t -> Printf.sprintf "%4d" (SMap.find t d)) nodes))) nodes;
  (* a grid graph with weights from a formula *)
  let name x y = Printf.sprintf "%d,%d" x y in
  let grid = ref SMap.empty in
  for x = 0 to 9 do
    for y = 0 to 9 do
      if x < 9 then grid := add_edge !grid (name x y) (name (x + 1) y) (1 + ((x * 7 + y * 3) mod 5));
      if y < 9 then grid := add_edge !grid (name x y) (name x (y + 1)) (1 + ((x * 2 + y * 5) mod 7))
    done
  done;
  let d, p = dijkstra !grid (name 0 0) in
  Printf.printf "grid corner distance %d, path length %d\n" (SMap.find (name 9 9) d) (List.length (path p (name 9 9)));
  Printf.printf "path: %s\n" (String.concat " " (path p (name 9 9)))

(* breadth-first search by number of hops, and connected components, on the same map *)
let bfs g source =
  let q = Queue.create () in
  Queue.add source q;
  let rec loop seen order =
    if Queue.is_empty q then List.rev order
    else
      let u = Queue.pop q in
      let ns = List.sort compare (List.map fst (try SMap.find u g with Not_found -> [])) in
      let seen, fresh = List.fold_left (fun (seen, fresh) v -> if SMap.mem v seen then (seen, fresh) else (SMap.add v (SMap.find u seen + 1) seen, v :: fresh)) (seen, []) ns in
      List.iter (fun v -> Queue.add v q) (List.rev fresh);
      loop seen ((u, SMap.find u seen) :: order) in
  loop (SMap.singleton source 0) []

let components g =
  let visited = Hashtbl.create 16 in
  SMap.fold (fun v _ acc ->
    if Hashtbl.mem visited v then acc
    else begin
      let comp = List.map fst (bfs g v) in
      List.iter (fun x -> Hashtbl.replace visited x ()) comp;
      List.sort compare comp :: acc
    end) g []

let () =
  List.iter (fun (v, hops) -> Printf.printf "%s:%d " v hops) (bfs graph "A");
  print_newline ();
  List.iter (fun c -> Printf.printf "component {%s}\n" (String.concat "," c)) (List.rev (components graph));
  (* topological order of a small dependency DAG, by repeated removal of sources *)
  let deps = [ ("parse", []); ("type", [ "parse" ]); ("lambda", [ "type" ]); ("flambda", [ "lambda" ]);
               ("simplify", [ "flambda"; "types" ]); ("types", [ "flambda" ]); ("js", [ "simplify" ]); ("runtime", []) ] in
  let rec topo done_ remaining =
    match List.partition (fun (_, ds) -> List.for_all (fun d -> List.mem d done_) ds) remaining with
    | [], [] -> List.rev done_
    | [], _ -> failwith "cycle"
    | ready, rest -> topo (List.rev_append (List.sort compare (List.map fst ready)) done_) rest in
  print_endline (String.concat " < " (topo [] deps))
