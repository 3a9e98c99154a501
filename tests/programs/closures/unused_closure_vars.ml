(* Closures whose captured variables stop being read once their code is simplified: a debug
   switch known to be off, a captured helper inlined into the closure's code, a captured tuple
   whose second half is never looked at. The values they captured must still be right where they
   are read, and the side effects of computing them must still happen. *)
let debug = false

let make_adder label n =
  let trace = Printf.sprintf "[%s]" label in
  fun x -> if debug then (print_endline trace; x + n) else x + n

let make_scaler k =
  let square y = y * y in
  let twice = 2 * k in
  fun x -> if debug then square x + twice else k * x

let with_pair p =
  let a, b = p in
  let unused = b ^ "!" in
  fun s -> if debug then unused else a ^ s

let counter () =
  let hits = ref 0 in
  let note = Printf.sprintf "counter %d" 0 in
  let incr () = incr hits; if debug then print_endline note in
  let get () = !hits in
  (incr, get)

let rec even_odd n =
  let limit = n * 10 in
  let rec even k = if k = 0 then true else odd (k - 1)
  and odd k = if k = 0 then (if debug then limit > 0 else false) else even (k - 1) in
  (even, odd)

let side_effects = ref []
let remember s = side_effects := s :: !side_effects; String.length s

let make_logged x =
  let len = remember ("made " ^ string_of_int x) in
  fun y -> if debug then len + y else x + y

let () =
  let adders = List.map (fun n -> make_adder (string_of_int n) n) [1; 2; 3] in
  List.iter (fun f -> Printf.printf "%d " (f 10)) adders;
  print_newline ();
  let s = make_scaler (Sys.opaque_identity 7) in
  Printf.printf "%d %d\n" (s 3) (s (-4));
  let g = with_pair ("left-", "right") in
  print_endline (g "x");
  let incr, get = counter () in
  incr (); incr (); incr ();
  Printf.printf "hits %d\n" (get ());
  let even, odd = even_odd (Sys.opaque_identity 5) in
  Printf.printf "%b %b %b\n" (even 10) (odd 7) (even 3);
  let fs = List.map make_logged [1; 2; 3] in
  Printf.printf "%d\n" (List.fold_left (fun acc f -> acc + f 100) 0 fs);
  List.iter print_endline (List.rev !side_effects)
