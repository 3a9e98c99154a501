class circle r =
  let area = 3.14 *. r *. r in
  let perimeter = 2. *. 3.14 *. r and name = "circle" in
  object
    method area = area
    method perimeter = perimeter
    method describe = Printf.sprintf "%s r=%.1f area=%.2f perimeter=%.2f" name r area perimeter
  end
let () =
  let c = new circle 2. in
  print_endline c#describe;
  Printf.printf "%.2f\n" (c#area +. (new circle 1.)#perimeter)
