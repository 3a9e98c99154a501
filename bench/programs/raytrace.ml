(* A small ray tracer: spheres, a point light, diffuse shading and shadows, summed to a checksum. *)
type vec = { x : float; y : float; z : float }
let vec x y z = { x; y; z }
let add a b = { x = a.x +. b.x; y = a.y +. b.y; z = a.z +. b.z }
let sub a b = { x = a.x -. b.x; y = a.y -. b.y; z = a.z -. b.z }
let scale k a = { x = k *. a.x; y = k *. a.y; z = k *. a.z }
let dot a b = a.x *. b.x +. a.y *. b.y +. a.z *. b.z
let normalise a = scale (1.0 /. sqrt (dot a a)) a

type sphere = { centre : vec; radius : float }

let spheres = [
  { centre = vec 0.0 (-1.0) 5.0; radius = 1.0 };
  { centre = vec 2.0 0.0 6.0; radius = 1.0 };
  { centre = vec (-2.0) 0.0 6.0; radius = 1.0 };
  { centre = vec 0.0 (-5001.0) 0.0; radius = 5000.0 } ]

let light = vec 5.0 5.0 (-5.0)

(* The distance along the ray to the sphere, or infinity. *)
let intersect orig dir s =
  let oc = sub orig s.centre in
  let b = dot oc dir in
  let c = dot oc oc -. s.radius *. s.radius in
  let disc = b *. b -. c in
  if disc < 0.0 then infinity
  else
    let t = -. b -. sqrt disc in
    if t > 1e-6 then t else infinity

let nearest orig dir =
  List.fold_left
    (fun (best, hit) s -> let t = intersect orig dir s in if t < best then (t, Some s) else (best, hit))
    (infinity, None) spheres

let shade orig dir =
  match nearest orig dir with
  | _, None -> 0.1
  | t, Some s ->
    let p = add orig (scale t dir) in
    let n = normalise (sub p s.centre) in
    let l = normalise (sub light p) in
    let lambert = dot n l in
    if lambert <= 0.0 then 0.1
    else
      match nearest p l with
      | _, Some _ -> 0.1
      | _, None -> 0.1 +. 0.9 *. lambert

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 1000 in
  let eye = vec 0.0 0.0 0.0 in
  let total = ref 0 in
  for j = 0 to n - 1 do
    for i = 0 to n - 1 do
      let dir = normalise (vec (float_of_int i /. float_of_int n -. 0.5) (0.5 -. float_of_int j /. float_of_int n) 1.0) in
      total := !total + truncate (255.0 *. shade eye dir)
    done
  done;
  Printf.printf "%d\n" !total
