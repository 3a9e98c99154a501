(* Float arithmetic through variants, a fold and a join point: at -O3 the floats are unboxed,
   and the code JavaScript receives names no value twice (tests/to_js/copies.test.ts). *)
type shape = Circle of float | Square of float | Poly of (float * float) list

let area = function
  | Circle r -> 3.14159 *. r *. r
  | Square s -> s *. s
  | Poly pts -> List.fold_left (fun acc (a, b) -> acc +. (a *. b)) 0. pts

let norm x y =
  let d = sqrt ((x *. x) +. (y *. y)) in
  if d > 1. then d else 1.

let () =
  List.iter
    (fun s -> Printf.printf "%.3f\n" (area s))
    [ Circle 1.; Square 2.5; Poly []; Poly [ (1., 2.) ]; Poly [ (1., 2.); (3., 4.); (0.5, 0.25) ] ];
  Printf.printf "%.3f %.3f %.3f\n" (norm 3. 4.) (norm 0.1 0.2) (norm (-2.) 0.)
