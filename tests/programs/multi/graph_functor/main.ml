module CG = Graph.Make (Vertex.City)
module GG = Graph.Make (Vertex.Cell)
let show_city l = String.concat " " (List.map Vertex.City.label l)
let show_cell l = String.concat " " (List.map Vertex.Cell.label l)
let () =
  let g = List.fold_left (fun g (a, b) -> CG.add_edge a b g) CG.empty
      [ ("Paris", "Lyon"); ("Lyon", "Marseille"); ("Paris", "Lille"); ("Lille", "Brussels"); ("Marseille", "Nice"); ("Oslo", "Bergen") ] in
  Printf.printf "bfs from Paris: %s\n" (show_city (CG.bfs "Paris" g));
  Printf.printf "Paris -> Nice: %s\n" (match CG.path "Paris" "Nice" g with Some p -> show_city p | None -> "none");
  Printf.printf "Paris -> Oslo: %s\n" (match CG.path "Paris" "Oslo" g with Some p -> show_city p | None -> "none");
  let grid = ref GG.empty in
  for x = 0 to 3 do for y = 0 to 3 do
    if x < 3 && not (x = 1 && y < 3) then grid := GG.add_edge (x, y) (x + 1, y) !grid;
    if y < 3 then grid := GG.add_edge (x, y) (x, y + 1) !grid
  done done;
  Printf.printf "grid path: %s\n" (match GG.path (0, 0) (3, 0) !grid with Some p -> show_cell p | None -> "none");
  Printf.printf "neighbours of (1,1): %s\n" (show_cell (GG.neighbours (1, 1) !grid))
