module Shapes = struct
  type t = Circle of float | Square of float | Triangle of float * float * float
  module Area = struct
    let area = function
      | Circle r -> 3.0 *. r *. r
      | Square s -> s *. s
  end
end
let () =
  let open Shapes in
  List.iter (fun s ->
    match Area.area s with
    | a -> Printf.printf "area %.2f\n" a
    | exception Match_failure (f, l, c) -> Printf.printf "no area: Match_failure(%S, %d, %d)\n" f l c)
    [ Circle 1.0; Square 2.0; Triangle (3., 4., 5.); Square 0.5 ]
