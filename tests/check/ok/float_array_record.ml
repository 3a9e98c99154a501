(* Float records and float arrays (flat representation, same typing). *)
type vec2 = { x : float; y : float }
type particle = { mutable pos : vec2; mutable vel : vec2; mass : float }
let step dt p =
  p.pos <- { x = p.pos.x +. dt *. p.vel.x; y = p.pos.y +. dt *. p.vel.y };
  p.vel <- { p.vel with y = p.vel.y -. 9.81 *. dt }
let p = { pos = { x = 0.; y = 0. }; vel = { x = 1.; y = 10. }; mass = 1. }
let () = for _ = 1 to 10 do step 0.1 p done
let samples = Array.init 100 (fun i -> float_of_int i /. 10.)
let mean = Array.fold_left ( +. ) 0. samples /. float_of_int (Array.length samples)
let variance = Array.fold_left (fun acc v -> acc +. (v -. mean) ** 2.) 0. samples /. 100.
