type shape = { name : string; area : unit -> float; scale : float -> shape }
let rec circle r = { name = "circle"; area = (fun () -> Float.pi *. r *. r); scale = (fun k -> circle (r *. k)) }
let rec square s = { name = "square"; area = (fun () -> s *. s); scale = (fun k -> square (s *. k)) }
let () =
  let shapes = [ circle 1.; square 2.; (circle 1.).scale 2.; (square 3.).scale 0.5 ] in
  List.iter (fun s -> Printf.printf "%s %.4f\n" s.name (s.area ())) shapes;
  let handlers = Hashtbl.create 8 in
  Hashtbl.replace handlers "double" (fun x -> x * 2);
  Hashtbl.replace handlers "square" (fun x -> x * x);
  Hashtbl.replace handlers "negate" (fun x -> - x);
  List.iter (fun (h, v) -> Printf.printf "%s %d = %d\n" h v ((Hashtbl.find handlers h) v)) [ ("double", 4); ("square", 5); ("negate", 6) ]
