(* Directed graphs as Maps of adjacency Sets: Tarjan's strongly connected components,
   the condensation DAG, Kahn's topological sort with cycle reporting, reachability and
   transitive reduction of a DAG, on a module-dependency example and a generated graph. *)
module SS = Set.Make (String)
module SM = Map.Make (String)

type graph = SS.t SM.t

let add_edge g a b =
  let g = if SM.mem b g then g else SM.add b SS.empty g in
  SM.update a (function None -> Some (SS.singleton b) | Some s -> Some (SS.add b s)) g

let of_edges edges = List.fold_left (fun g (a, b) -> add_edge g a b) SM.empty edges
let succs g v = try SM.find v g with Not_found -> SS.empty

let tarjan (g : graph) =
  let index = Hashtbl.create 16 and low = Hashtbl.create 16 and on_stack = Hashtbl.create 16 in
  let stack = ref [] and counter = ref 0 and comps = ref [] in
  let rec connect v =
    Hashtbl.replace index v !counter;
    Hashtbl.replace low v !counter;
    incr counter;
    stack := v :: !stack;
    Hashtbl.replace on_stack v true;
    SS.iter (fun w ->
      if not (Hashtbl.mem index w) then begin
        connect w;
        Hashtbl.replace low v (min (Hashtbl.find low v) (Hashtbl.find low w))
      end else if Hashtbl.find_opt on_stack w = Some true then
        Hashtbl.replace low v (min (Hashtbl.find low v) (Hashtbl.find index w))) (succs g v);
    if Hashtbl.find low v = Hashtbl.find index v then begin
      let rec pop acc = match !stack with
        | w :: rest -> stack := rest; Hashtbl.replace on_stack w false; if w = v then w :: acc else pop (w :: acc)
        | [] -> acc in
      comps := List.sort compare (pop []) :: !comps
    end in
  SM.iter (fun v _ -> if not (Hashtbl.mem index v) then connect v) g;
  List.rev !comps

let kahn (g : graph) =
  let indeg = SM.fold (fun _ ss m -> SS.fold (fun w m -> SM.add w (1 + (try SM.find w m with Not_found -> 0)) m) ss m) g (SM.map (fun _ -> 0) g) in
  let rec go indeg ready acc =
    match SS.min_elt_opt ready with
    | None ->
      let remaining = SM.fold (fun v d l -> if d > 0 then v :: l else l) indeg [] in
      if remaining = [] then Ok (List.rev acc) else Error (List.rev remaining)
    | Some v ->
      let ready = SS.remove v ready in
      let indeg, ready = SS.fold (fun w (indeg, ready) ->
        let d = SM.find w indeg - 1 in
        (SM.add w d indeg, if d = 0 then SS.add w ready else ready)) (succs g v) (SM.add v (-1) indeg, ready) in
      go indeg ready (v :: acc) in
  go indeg (SM.fold (fun v d s -> if d = 0 then SS.add v s else s) indeg SS.empty) []

let reachable g v =
  let rec go seen = function
    | [] -> seen
    | x :: rest -> if SS.mem x seen then go seen rest else go (SS.add x seen) (SS.elements (succs g x) @ rest) in
  SS.remove v (go SS.empty [ v ])

let condensation g comps =
  let comp_of = Hashtbl.create 16 in
  List.iteri (fun i c -> List.iter (fun v -> Hashtbl.replace comp_of v (Printf.sprintf "C%d" i)) c) comps;
  SM.fold (fun v ss acc -> SS.fold (fun w acc ->
    let a = Hashtbl.find comp_of v and b = Hashtbl.find comp_of w in
    if a = b then (if SM.mem a acc then acc else SM.add a SS.empty acc) else add_edge acc a b) ss acc) g SM.empty

let transitive_reduction g =
  SM.mapi (fun v ss -> SS.filter (fun w -> not (SS.exists (fun u -> u <> w && SS.mem w (reachable g u)) ss)) ss) g

let show g = String.concat "; " (SM.fold (fun v ss acc -> (v ^ "->" ^ String.concat "," (SS.elements ss)) :: acc) g [] |> List.rev)

let () =
  let g = of_edges [ ("a", "b"); ("b", "c"); ("c", "a"); ("b", "d"); ("d", "e"); ("e", "f"); ("f", "d"); ("g", "f"); ("g", "h"); ("h", "g"); ("h", "i") ] in
  let comps = tarjan g in
  Printf.printf "components: %s\n" (String.concat " " (List.map (fun c -> "{" ^ String.concat "," c ^ "}") comps));
  let dag = condensation g comps in
  Printf.printf "condensation: %s\n" (show dag);
  (match kahn dag with Ok order -> Printf.printf "condensation order: %s\n" (String.concat " " order) | Error l -> Printf.printf "cycle among %s\n" (String.concat "," l));
  (match kahn g with Ok order -> Printf.printf "order: %s\n" (String.concat " " order) | Error l -> Printf.printf "cycle among: %s\n" (String.concat "," l));
  let deps = of_edges [ ("driver", "syntax"); ("driver", "typing"); ("driver", "lambda"); ("driver", "to_js"); ("typing", "syntax");
                        ("lambda", "typing"); ("flambda", "lambda"); ("simplify", "flambda"); ("simplify", "types"); ("types", "flambda");
                        ("to_js", "flambda"); ("to_js", "simplify"); ("driver", "simplify"); ("syntax", "common"); ("typing", "common") ] in
  (match kahn deps with Ok order -> Printf.printf "build order (dependents first): %s\n" (String.concat " " order) | Error _ -> print_endline "cycle");
  Printf.printf "driver reaches: %s\n" (String.concat " " (SS.elements (reachable deps "driver")));
  Printf.printf "reduced: %s\n" (show (transitive_reduction deps));
  Printf.printf "acyclic: %b\n" (List.for_all (fun c -> List.length c = 1) (tarjan deps));
  (* a generated graph: i -> 2i mod n and i -> i + 1 mod n for i in 0..n-1 *)
  let n = 24 in
  let name i = Printf.sprintf "v%02d" i in
  let gen = of_edges (List.concat (List.init n (fun i -> [ (name i, name (2 * i mod n)); (name i, name ((i + 5) mod n)) ]))) in
  let cs = tarjan gen in
  Printf.printf "generated: %d vertices, %d components, largest has %d\n" (SM.cardinal gen) (List.length cs) (List.fold_left (fun m c -> max m (List.length c)) 0 cs);
  List.iter (fun c -> if List.length c < 24 then Printf.printf "  {%s}\n" (String.concat "," c)) cs

(* the shortest cycle through each vertex of the first graph, by breadth-first search back
   to the start *)
let shortest_cycle g v =
  let q = Queue.create () in
  let parent = Hashtbl.create 16 in
  SS.iter (fun w -> if not (Hashtbl.mem parent w) then (Hashtbl.replace parent w v; Queue.add w q)) (succs g v);
  let rec loop () =
    if Queue.is_empty q then None
    else
      let u = Queue.pop q in
      if u = v then begin
        let rec back x acc = if x = v && acc <> [] then v :: acc else back (Hashtbl.find parent x) (x :: acc) in
        Some (back (Hashtbl.find parent v) [ v ])
      end else begin
        SS.iter (fun w -> if not (Hashtbl.mem parent w) then (Hashtbl.replace parent w u; Queue.add w q)) (succs g u);
        loop ()
      end in
  loop ()

let () =
  let g = of_edges [ ("a", "b"); ("b", "c"); ("c", "a"); ("b", "d"); ("d", "e"); ("e", "f"); ("f", "d"); ("g", "f"); ("g", "h"); ("h", "g"); ("h", "i") ] in
  SM.iter (fun v _ ->
    Printf.printf "%s: %s\n" v (match shortest_cycle g v with Some c -> String.concat " -> " c | None -> "no cycle")) g
