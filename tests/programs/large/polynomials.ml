(* Polynomials with integer and float coefficients as coefficient lists (lowest degree first):
   addition, multiplication, division with remainder over floats, evaluation by Horner's rule,
   derivatives, composition, a GCD, printing in conventional notation, and root finding by
   bisection on sign changes. *)
type poly = int list

let rec trim = function [] -> [] | l -> (match List.rev l with 0 :: r -> trim (List.rev r) | _ -> l)
let degree p = List.length (trim p) - 1

let rec add a b = match a, b with
  | [], l | l, [] -> l
  | x :: r, y :: s -> (x + y) :: add r s

let scale k p = List.map (fun c -> k * c) p
let neg p = scale (-1) p
let sub a b = trim (add a (neg b))

let mul a b =
  let a = Array.of_list a and b = Array.of_list b in
  let n = Array.length a and m = Array.length b in
  if n = 0 || m = 0 then [] else begin
    let r = Array.make (n + m - 1) 0 in
    Array.iteri (fun i x -> Array.iteri (fun j y -> r.(i + j) <- r.(i + j) + x * y) b) a;
    trim (Array.to_list r)
  end

let eval p x = List.fold_right (fun c acc -> c + x * acc) p 0
let eval_float p x = List.fold_right (fun c acc -> float_of_int c +. x *. acc) p 0.
let deriv p = match p with [] -> [] | _ :: r -> List.mapi (fun i c -> (i + 1) * c) r
let rec pow p n = if n = 0 then [ 1 ] else mul p (pow p (n - 1))
let compose p q = List.fold_right (fun c acc -> add [ c ] (mul q acc)) p [] |> trim

let to_string p =
  let p = trim p in
  if p = [] then "0" else begin
    let terms = List.rev (List.filter_map (fun (i, c) ->
      if c = 0 then None
      else
        let coef = match abs c, i with 1, 0 -> "1" | 1, _ -> "" | a, _ -> string_of_int a in
        let var = match i with 0 -> "" | 1 -> "x" | _ -> "x^" ^ string_of_int i in
        Some ((if c < 0 then "-" else "+"), coef ^ var)) (List.mapi (fun i c -> (i, c)) p)) in
    match terms with
    | [] -> "0"
    | (s, t) :: rest -> (if s = "-" then "-" else "") ^ t ^ String.concat "" (List.map (fun (s, t) -> " " ^ s ^ " " ^ t) rest)
  end

(* division over floats: returns quotient and remainder coefficient arrays *)
let divide a b =
  let a = Array.of_list (List.map float_of_int (trim a)) and b = Array.of_list (List.map float_of_int (trim b)) in
  let n = Array.length a - 1 and m = Array.length b - 1 in
  if m < 0 then raise Division_by_zero;
  if n < m then ([||], a) else begin
    let q = Array.make (n - m + 1) 0. and r = Array.copy a in
    for k = n - m downto 0 do
      q.(k) <- r.(m + k) /. b.(m);
      for j = m + k downto k do r.(j) <- r.(j) -. q.(k) *. b.(j - k) done
    done;
    (q, Array.sub r 0 (max 1 m))
  end

let show_floats a = "[" ^ String.concat "; " (Array.to_list (Array.map (Printf.sprintf "%g") a)) ^ "]"

let roots p lo hi steps =
  let f = eval_float p in
  let width = (hi -. lo) /. float_of_int steps in
  let found = ref [] in
  for i = 0 to steps - 1 do
    let a = lo +. float_of_int i *. width in
    let b = a +. width in
    if f a = 0. then found := a :: !found
    else if f a *. f b < 0. then begin
      let a = ref a and b = ref b in
      for _ = 1 to 60 do let m = (!a +. !b) /. 2. in if f !a *. f m <= 0. then b := m else a := m done;
      found := (!a +. !b) /. 2. :: !found
    end
  done;
  List.rev !found

let () =
  let p = [ -6; 11; -6; 1 ] (* (x-1)(x-2)(x-3) *) and q = [ 1; 1 ] in
  Printf.printf "p = %s (degree %d)\nq = %s\n" (to_string p) (degree p) (to_string q);
  Printf.printf "p + q = %s\np - q = %s\np * q = %s\n" (to_string (add p q)) (to_string (sub p q)) (to_string (mul p q));
  Printf.printf "p' = %s, p'' = %s\n" (to_string (deriv p)) (to_string (deriv (deriv p)));
  Printf.printf "p(0..4) = %s\n" (String.concat " " (List.map (fun x -> string_of_int (eval p x)) [ 0; 1; 2; 3; 4 ]));
  Printf.printf "(x+1)^5 = %s\n" (to_string (pow q 5));
  Printf.printf "p(q(x)) = %s\n" (to_string (compose p q));
  let qt, r = divide p [ -1; 1 ] in
  Printf.printf "p / (x - 1) = %s remainder %s\n" (show_floats qt) (show_floats r);
  let qt, r = divide [ 5; 0; 3; 2 ] [ 1; 1 ] in
  Printf.printf "(2x^3 + 3x^2 + 5) / (x + 1) = %s remainder %s\n" (show_floats qt) (show_floats r);
  Printf.printf "roots of p: %s\n" (String.concat " " (List.map (Printf.sprintf "%.6f") (roots p (-10.) 10. 1000)));
  let cheb = [| [ 1 ]; [ 0; 1 ] |] in
  let t = Array.make 8 [] in
  t.(0) <- cheb.(0); t.(1) <- cheb.(1);
  for n = 2 to 7 do t.(n) <- sub (mul [ 0; 2 ] t.(n - 1)) t.(n - 2) done;
  Array.iteri (fun n p -> Printf.printf "T%d = %s\n" n (to_string p)) t;
  Printf.printf "roots of T5: %s\n" (String.concat " " (List.map (Printf.sprintf "%.6f") (roots t.(5) (-1.) 1. 997)));
  Printf.printf "%s | %s | %s\n" (to_string []) (to_string [ 0; -1 ]) (to_string [ 3; 0; -1 ])

(* Lagrange interpolation through integer points, evaluated in floats, checked at the
   nodes and used to recover p from four of its values *)
let lagrange pts x =
  List.fold_left (fun acc (xi, yi) ->
    let term = List.fold_left (fun t (xj, _) -> if xj = xi then t else t *. (x -. xj) /. (xi -. xj)) yi pts in
    acc +. term) 0. pts

let () =
  let pts = List.map (fun x -> (float_of_int x, float_of_int (eval [ -6; 11; -6; 1 ] x))) [ 0; 1; 4; 5 ] in
  Printf.printf "interpolated p at 2.5: %.6f, exact: %.6f\n" (lagrange pts 2.5) (eval_float [ -6; 11; -6; 1 ] 2.5);
  Printf.printf "at the nodes: %s\n" (String.concat " " (List.map (fun (x, _) -> Printf.sprintf "%g" (lagrange pts x)) pts))
