module type SHAPE = sig val name : string val area : float -> float end
module Square = struct let name = "square" let area s = s *. s end
module Circle = struct let name = "circle" let area r = Float.pi *. r *. r end
module Triangle = struct let name = "triangle" let area s = sqrt 3. /. 4. *. s *. s end
let shapes : (module SHAPE) list = [ (module Square); (module Circle); (module Triangle) ]
let () = List.iter (fun (module S : SHAPE) -> Printf.printf "%s %.4f\n" S.name (S.area 2.)) shapes
let pick name = List.find (fun (module S : SHAPE) -> S.name = name) shapes
let () = let module P = (val pick "circle") in Printf.printf "picked %s %.2f\n" P.name (P.area 1.)
module type COUNTER = sig val next : unit -> int end
let make_counter start : (module COUNTER) = (module struct let c = ref start let next () = incr c; !c end)
let () =
  let (module C1) = make_counter 0 and (module C2) = make_counter 100 in
  Printf.printf "%d %d %d %d\n" (C1.next ()) (C1.next ()) (C2.next ()) (C1.next ())
