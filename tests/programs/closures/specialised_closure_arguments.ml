(* Closures passed to recursive functions that are specialised for them, so that the copy may
   take the closures' captured values instead of the closures: captured ints, floats, strings,
   references, other closures; calls sharing one copy with different captured values; a closure
   that the function also returns or stores; mutually recursive functions; partial application. *)
let rec iter f = function [] -> () | x :: l -> f x; iter f l
let rec map f = function [] -> [] | x :: l -> let y = f x in y :: map f l
let rec fold f acc = function [] -> acc | x :: l -> fold f (f acc x) l
let rec last_used f = function [] -> f | x :: l -> ignore (f x); last_used f l

let sum_scaled k (s : float) l =
  let total = ref 0.0 in
  iter (fun x -> total := !total +. (float_of_int (x * k) *. s)) l;
  !total

let labels prefix sep l = map (fun x -> prefix ^ sep ^ string_of_int x) l

let compose f g l = map (fun x -> f (g x)) l

let counts l =
  let evens = ref 0 and odds = ref 0 in
  iter (fun x -> if x land 1 = 0 then incr evens else incr odds) l;
  (!evens, !odds)

let rec even_sum f acc = function [] -> acc | x :: l -> odd_sum f (acc + f x) l
and odd_sum f acc = function [] -> acc | x :: l -> even_sum f (acc - f x) l

let () =
  let l = [ 1; 2; 3; 4; 5 ] in
  Printf.printf "%g %g\n" (sum_scaled 2 0.5 l) (sum_scaled 3 1.5 l);
  List.iter print_endline (labels "item" ":" l);
  List.iter print_endline (labels "x" "-" [ 7; 8 ]);
  let base = 10 in
  List.iter (fun x -> Printf.printf "%d " x) (compose (fun y -> y * base) (fun y -> y + base) l);
  print_newline ();
  let e, o = counts l in
  Printf.printf "%d %d\n" e o;
  let offset = 100 in
  Printf.printf "%d\n" (fold (fun acc x -> acc + x + offset) 0 l);
  let g = last_used (fun x -> x + offset) l in
  Printf.printf "%d\n" (g 1);
  let scale = 3 in
  Printf.printf "%d\n" (even_sum (fun x -> x * scale) 0 l);
  let add a b = a + b + scale in
  Printf.printf "%d\n" (fold add 0 l);
  let r = ref [] in
  iter (fun x -> r := (x * offset) :: !r) l;
  List.iter (fun x -> Printf.printf "%d " x) !r;
  print_newline ()
