type vec = { vx : float; vy : float; vz : float }
type particle = { mutable pos : vec; mutable vel : vec; mass : float }
let add a b = { vx = a.vx +. b.vx; vy = a.vy +. b.vy; vz = a.vz +. b.vz }
let scale k a = { vx = k *. a.vx; vy = k *. a.vy; vz = k *. a.vz }
let norm a = sqrt (a.vx *. a.vx +. a.vy *. a.vy +. a.vz *. a.vz)
let show v = Printf.sprintf "(%.3f, %.3f, %.3f)" v.vx v.vy v.vz
let () =
  let g = { vx = 0.; vy = -9.81; vz = 0. } in
  let p = { pos = { vx = 0.; vy = 100.; vz = 0. }; vel = { vx = 5.; vy = 0.; vz = 1. }; mass = 2. } in
  let dt = 0.1 in
  for step = 1 to 20 do
    p.vel <- add p.vel (scale dt g);
    p.pos <- add p.pos (scale dt p.vel);
    if step mod 5 = 0 then Printf.printf "t=%.1f pos=%s speed=%.3f\n" (float_of_int step *. dt) (show p.pos) (norm p.vel)
  done;
  Printf.printf "momentum %s\n" (show (scale p.mass p.vel))
