(* The n-body simulation of the Computer Language Benchmarks Game (Jovian planets). *)
let pi = 3.141592653589793
let solar_mass = 4. *. pi *. pi
let days_per_year = 365.24

type planet = { mutable x : float; mutable y : float; mutable z : float;
                mutable vx : float; mutable vy : float; mutable vz : float; mass : float }

let advance bodies dt =
  let n = Array.length bodies - 1 in
  for i = 0 to n do
    let b = bodies.(i) in
    for j = i + 1 to n do
      let b' = bodies.(j) in
      let dx = b.x -. b'.x and dy = b.y -. b'.y and dz = b.z -. b'.z in
      let dist2 = dx *. dx +. dy *. dy +. dz *. dz in
      let mag = dt /. (dist2 *. sqrt dist2) in
      b.vx <- b.vx -. dx *. b'.mass *. mag;
      b.vy <- b.vy -. dy *. b'.mass *. mag;
      b.vz <- b.vz -. dz *. b'.mass *. mag;
      b'.vx <- b'.vx +. dx *. b.mass *. mag;
      b'.vy <- b'.vy +. dy *. b.mass *. mag;
      b'.vz <- b'.vz +. dz *. b.mass *. mag
    done
  done;
  for i = 0 to n do
    let b = bodies.(i) in
    b.x <- b.x +. dt *. b.vx;
    b.y <- b.y +. dt *. b.vy;
    b.z <- b.z +. dt *. b.vz
  done

let energy bodies =
  let e = ref 0. in
  for i = 0 to Array.length bodies - 1 do
    let b = bodies.(i) in
    e := !e +. 0.5 *. b.mass *. (b.vx *. b.vx +. b.vy *. b.vy +. b.vz *. b.vz);
    for j = i + 1 to Array.length bodies - 1 do
      let b' = bodies.(j) in
      let dx = b.x -. b'.x and dy = b.y -. b'.y and dz = b.z -. b'.z in
      e := !e -. (b.mass *. b'.mass) /. sqrt (dx *. dx +. dy *. dy +. dz *. dz)
    done
  done;
  !e

let offset_momentum bodies =
  let px = ref 0. and py = ref 0. and pz = ref 0. in
  Array.iter (fun b -> px := !px +. b.vx *. b.mass; py := !py +. b.vy *. b.mass; pz := !pz +. b.vz *. b.mass) bodies;
  bodies.(0).vx <- -. !px /. solar_mass;
  bodies.(0).vy <- -. !py /. solar_mass;
  bodies.(0).vz <- -. !pz /. solar_mass

let planet x y z vx vy vz mass =
  { x; y; z; vx = vx *. days_per_year; vy = vy *. days_per_year; vz = vz *. days_per_year; mass = mass *. solar_mass }

let bodies = [|
  planet 0. 0. 0. 0. 0. 0. 1.;
  planet 4.84143144246472090e+00 (-1.16032004402742839e+00) (-1.03622044471123109e-01)
    1.66007664274403694e-03 7.69901118419740425e-03 (-6.90460016972063023e-05) 9.54791938424326609e-04;
  planet 8.34336671824457987e+00 4.12479856412430479e+00 (-4.03523417114321381e-01)
    (-2.76742510726862411e-03) 4.99852801234917238e-03 2.30417297573763929e-05 2.85885980666130812e-04;
  planet 1.28943695621391310e+01 (-1.51111514016986312e+01) (-2.23307578892655734e-01)
    2.96460137564761618e-03 2.37847173959480950e-03 (-2.96589568540237556e-05) 4.36624404335156298e-05;
  planet 1.53796971148509165e+01 (-2.59193146099879641e+01) 1.79258772950371181e-01
    2.68067772490389322e-03 1.62824170038242295e-03 (-9.51592254519715870e-05) 5.15138902046611451e-05 |]

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 2000000 in
  offset_momentum bodies;
  Printf.printf "%.9f\n" (energy bodies);
  for _ = 1 to n do advance bodies 0.01 done;
  Printf.printf "%.9f\n" (energy bodies)
