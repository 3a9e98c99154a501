module PQ = Set.Make (struct type t = int * int let compare = compare end)
let dijkstra (graph : (int * int) list array) src =
  let dist = Array.make (Array.length graph) max_int in
  dist.(src) <- 0;
  let rec loop q =
    if not (PQ.is_empty q) then begin
      let (d, u) = PQ.min_elt q in
      let q = PQ.remove (d, u) q in
      let q = List.fold_left (fun q (v, w) ->
          if d + w < dist.(v) then begin
            dist.(v) <- d + w;
            PQ.add (dist.(v), v) q
          end else q) q graph.(u) in
      loop q
    end in
  loop (PQ.singleton (0, src));
  dist
let g = [| [(1, 4); (2, 1)]; [(3, 1)]; [(1, 2); (3, 5)]; [] |]
let d = dijkstra g 0
