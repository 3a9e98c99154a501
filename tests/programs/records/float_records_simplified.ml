(* All-float records that Simplify now sees through: fields read from a record built in the same
   function, records meeting at joins (passed as their floats), a record returned by an inlined
   function whose body calls out, and the cases that must stay as they are: mutable fields
   written between reads, a record used whole after its fields are read, physical equality,
   records escaping into lists and closures, nan and negative zero in fields. *)

type vec = { x : float; y : float; z : float }
type cell = { mutable v : float; w : float }

let vec x y z = { x; y; z }
let add a b = { x = a.x +. b.x; y = a.y +. b.y; z = a.z +. b.z }
let scale k a = { x = k *. a.x; y = k *. a.y; z = k *. a.z }
let dot a b = (a.x *. b.x) +. (a.y *. b.y) +. (a.z *. b.z)
let[@inline] normalise a = scale (1.0 /. sqrt (dot a a)) a
let show name v = Printf.printf "%s = (%g, %g, %g)\n" name v.x v.y v.z

(* Built and read in one place. *)
let local k =
  let p = add (vec k 1. 2.) (scale 2. (vec 1. k 0.5)) in
  p.x +. p.y +. p.z

(* Meeting at a join. *)
let pick b k =
  let p = if b then vec k 0. 1. else if k > 10. then vec 0. k 2. else scale k (vec 1. 1. 1.) in
  p.x -. p.y +. p.z

(* Returned by an inlined function that calls out (sqrt) before building it. *)
let unit_dot a b =
  let n = normalise a in
  let l = normalise b in
  dot n l

(* A record at a join, used whole afterwards. *)
let keep b =
  let p = if b then vec 1. 2. 3. else vec 4. 5. 6. in
  let s = p.x +. p.z in
  (s, p)

(* Mutable fields: a read after a write sees the write. *)
let mutate k =
  let c = { v = k; w = 2. *. k } in
  let before = c.v in
  c.v <- c.v +. c.w;
  let after = c.v in
  let c2 = if k > 0. then c else { v = 0.; w = 0. } in
  c2.v <- c2.v *. 10.;
  (before, after, c.v, c2 == c)

let () =
  Printf.printf "local %g %g\n" (local 3.) (local (-1.5));
  Printf.printf "pick %g %g %g\n" (pick true 2.) (pick false 20.) (pick false 3.);
  Printf.printf "unit_dot %.6f %.6f\n" (unit_dot (vec 3. 4. 0.) (vec 4. 3. 0.)) (unit_dot (vec 1. 0. 0.) (vec 0. 0. 2.));
  let s, p = keep true in
  Printf.printf "keep %g " s;
  show "p" p;
  let s', p' = keep false in
  Printf.printf "keep %g %b " s' (p' == p);
  show "p'" p';
  let b, a, now, same = mutate 1.5 in
  Printf.printf "mutate %g %g %g %b\n" b a now same;
  let b, a, now, same = mutate (-2.) in
  Printf.printf "mutate %g %g %g %b\n" b a now same;
  (* nan, infinity and negative zero survive being passed as fields *)
  let odd = pick true nan in
  let inf = pick false (1. /. 0.) in
  let negz = local (-0.) in
  Printf.printf "odd %b inf %g negz %g %g\n" (Float.is_nan odd) inf negz (1. /. (pick true (-0.) -. 1.));
  (* records escaping into a list and a closure *)
  let vs = List.init 4 (fun i -> vec (float_of_int i) (float_of_int (i * i)) 0.5) in
  let total = List.fold_left (fun acc v -> add acc (normalise v)) (vec 0. 0. 0.) (List.tl vs) in
  show "total" total;
  let f = let q = scale 0.5 (List.hd (List.rev vs)) in fun t -> q.x +. (t *. q.y) in
  Printf.printf "closure %g %g\n" (f 0.) (f 2.);
  (* structural equality and comparison of rebuilt records *)
  let r1 = add (vec 1. 2. 3.) (vec 0. 0. 0.) and r2 = vec 1. 2. 3. in
  Printf.printf "equal %b compare %d\n" (r1 = r2) (compare r1 (scale 2. r2))
