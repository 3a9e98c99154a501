(* Dense float matrices: multiplication, transpose, Gaussian elimination with partial
   pivoting (solve, inverse, determinant), power iteration for the dominant eigenvalue,
   and least-squares line fitting; all printed with Printf float formats. *)
type mat = float array array

let make r c f : mat = Array.init r (fun i -> Array.init c (fun j -> f i j))
let rows (m : mat) = Array.length m
let cols (m : mat) = Array.length m.(0)
let identity n = make n n (fun i j -> if i = j then 1. else 0.)
let transpose m = make (cols m) (rows m) (fun i j -> m.(j).(i))
let mul a b =
  if cols a <> rows b then invalid_arg "mul";
  make (rows a) (cols b) (fun i j -> let s = ref 0. in for k = 0 to cols a - 1 do s := !s +. a.(i).(k) *. b.(k).(j) done; !s)
let mul_vec m v = Array.init (rows m) (fun i -> let s = ref 0. in Array.iteri (fun j x -> s := !s +. m.(i).(j) *. x) v; !s)

let print name m =
  Printf.printf "%s =\n" name;
  Array.iter (fun row -> Array.iter (fun x -> Printf.printf " %10.4f" (if Float.abs x < 5e-13 then 0. else x)) row; print_newline ()) m

exception Singular

(* returns (solution of a x = b for each column of b, determinant) *)
let gauss (a : mat) (b : mat) =
  let n = rows a in
  let a = Array.map Array.copy a and b = Array.map Array.copy b in
  let det = ref 1. in
  for c = 0 to n - 1 do
    let p = ref c in
    for r = c + 1 to n - 1 do if Float.abs a.(r).(c) > Float.abs a.(!p).(c) then p := r done;
    if Float.abs a.(!p).(c) < 1e-12 then raise Singular;
    if !p <> c then begin
      let t = a.(c) in a.(c) <- a.(!p); a.(!p) <- t;
      let t = b.(c) in b.(c) <- b.(!p); b.(!p) <- t;
      det := -. !det
    end;
    det := !det *. a.(c).(c);
    for r = 0 to n - 1 do
      if r <> c then begin
        let f = a.(r).(c) /. a.(c).(c) in
        for k = c to n - 1 do a.(r).(k) <- a.(r).(k) -. f *. a.(c).(k) done;
        for k = 0 to cols b - 1 do b.(r).(k) <- b.(r).(k) -. f *. b.(c).(k) done
      end
    done
  done;
  (make n (cols b) (fun i j -> b.(i).(j) /. a.(i).(i)), !det)

let inverse a = fst (gauss a (identity (rows a)))
let det a = try snd (gauss a (identity (rows a))) with Singular -> 0.

let power_iteration m iters =
  let v = ref (Array.make (rows m) 1.) and lambda = ref 0. in
  for _ = 1 to iters do
    let w = mul_vec m !v in
    let norm = sqrt (Array.fold_left (fun s x -> s +. x *. x) 0. w) in
    lambda := norm /. sqrt (Array.fold_left (fun s x -> s +. x *. x) 0. !v);
    v := Array.map (fun x -> x /. norm) w
  done;
  (!lambda, !v)

let () =
  let a = [| [| 4.; -2.; 1. |]; [| -2.; 4.; -2. |]; [| 1.; -2.; 4. |] |] in
  print "A" a;
  print "A^T A" (mul (transpose a) a);
  Printf.printf "det A = %.6f\n" (det a);
  let inv = inverse a in
  print "A^-1" inv;
  print "A A^-1" (mul a inv);
  let b = [| [| 11. |]; [| -16. |]; [| 17. |] |] in
  let x, _ = gauss a b in
  Printf.printf "solution of A x = b: %s\n" (String.concat ", " (Array.to_list (Array.map (fun r -> Printf.sprintf "%.6f" r.(0)) x)));
  let lambda, v = power_iteration a 100 in
  Printf.printf "dominant eigenvalue %.6f, eigenvector [%s]\n" lambda (String.concat "; " (Array.to_list (Array.map (Printf.sprintf "%.5f") v)));
  (try ignore (inverse [| [| 1.; 2. |]; [| 2.; 4. |] |]) with Singular -> print_endline "singular matrix detected");
  let hilbert n = make n n (fun i j -> 1. /. float_of_int (i + j + 1)) in
  List.iter (fun n -> Printf.printf "det hilbert %d = %.6e\n" n (det (hilbert n))) [ 2; 3; 4; 5; 6 ];
  (* least squares fit of y = a + b x through noisy points *)
  let pts = Array.init 10 (fun i -> let x = float_of_int i in (x, 2.5 +. 0.75 *. x +. (if i mod 2 = 0 then 0.1 else -0.1))) in
  let design = make 10 2 (fun i j -> if j = 0 then 1. else fst pts.(i)) in
  let ys = make 10 1 (fun i _ -> snd pts.(i)) in
  let dt = transpose design in
  let coef, _ = gauss (mul dt design) (mul dt ys) in
  Printf.printf "fit: y = %.5f + %.5f x\n" coef.(0).(0) coef.(1).(0);
  let rot t = [| [| cos t; -. sin t |]; [| sin t; cos t |] |] in
  let r = List.fold_left (fun acc _ -> mul acc (rot (Float.pi /. 6.))) (identity 2) (List.init 12 Fun.id) in
  print "rotation by 30 degrees, 12 times" r;
  Printf.printf "%e %e %g\n" (det (rot 1.)) 1e-300 (1. /. 3.)

(* Cholesky decomposition of a symmetric positive-definite matrix: A = L L^T *)
let cholesky a =
  let n = rows a in
  let l = make n n (fun _ _ -> 0.) in
  for i = 0 to n - 1 do
    for j = 0 to i do
      let s = ref a.(i).(j) in
      for k = 0 to j - 1 do s := !s -. l.(i).(k) *. l.(j).(k) done;
      if i = j then (if !s <= 0. then raise Singular; l.(i).(i) <- sqrt !s)
      else l.(i).(j) <- !s /. l.(j).(j)
    done
  done;
  l

let () =
  let a = [| [| 4.; 12.; -16. |]; [| 12.; 37.; -43. |]; [| -16.; -43.; 98. |] |] in
  let l = cholesky a in
  print "L" l;
  print "L L^T" (mul l (transpose l));
  (try ignore (cholesky [| [| 1.; 2. |]; [| 2.; 1. |] |]) with Singular -> print_endline "not positive definite");
  let trace m = let s = ref 0. in for i = 0 to rows m - 1 do s := !s +. m.(i).(i) done; !s in
  Printf.printf "trace %.3f, det via Cholesky %.3f, det via Gauss %.3f\n" (trace a)
    (let d = ref 1. in for i = 0 to 2 do d := !d *. l.(i).(i) done; !d *. !d) (det a)
