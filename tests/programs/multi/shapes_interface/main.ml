let () =
  let shapes = [ Shape.circle 1.; Shape.rect 2. 3.; Shape.rect (-2.) 2. ] @ List.filter_map Fun.id [ Shape.triangle 3. 4. 5.; Shape.triangle 1. 1. 5. ] in
  List.iter (fun s ->
    let kind = match s with Shape.Circle _ -> "round" | Shape.Rect _ | Shape.Triangle _ -> "angular" in
    Printf.printf "%-9s %-7s area %8.4f perimeter %8.4f\n" (Shape.name s) kind (Shape.area s) (Shape.perimeter s)) shapes;
  let total = List.fold_left (fun acc s -> acc +. Shape.area s) 0. shapes in
  Printf.printf "total area %.4f over %d shapes\n" total (List.length shapes)
