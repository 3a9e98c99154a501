module Counter = struct
  let count = ref 0
  let incr () = incr count
  let get () = !count
end
module Geometry = struct
  type point = { x : float; y : float }
  let origin = { x = 0.; y = 0. }
  let dist a b = sqrt (((a.x -. b.x) ** 2.) +. ((a.y -. b.y) ** 2.))
  module Polygon = struct
    let perimeter pts = match pts with
      | [] -> 0.
      | first :: _ -> let rec go = function a :: (b :: _ as r) -> dist a b +. go r | [ last ] -> dist last first | [] -> 0. in go pts
  end
end
let () =
  Counter.incr (); Counter.incr ();
  Printf.printf "%d\n" (Counter.get ());
  let open Geometry in
  Printf.printf "%.3f\n" (dist origin { x = 3.; y = 4. });
  Printf.printf "%.3f\n" (Polygon.perimeter [ origin; { x = 1.; y = 0. }; { x = 1.; y = 1. }; { x = 0.; y = 1. } ]);
  Printf.printf "%.3f\n" Geometry.(dist { x = 1.; y = 1. } origin)
module G = Geometry
let () = Printf.printf "%g\n" G.origin.G.x
