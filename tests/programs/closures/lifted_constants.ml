(* Allocations whose contents are known once functions are inlined: closures capturing only
   constants or other known functions, blocks of constants. Inside functions they may be made
   static; the program must not see the difference. *)
let adder n = fun x -> x + n
let compose f g = fun x -> f (g x)

let pipeline () = compose (adder 1) (compose (adder 10) (adder 100))

let apply_all fs x = List.map (fun f -> f x) fs

let table () = [ ("one", 1); ("two", 2); ("three", 3) ]

let lookup key = List.assoc key (table ())

let point () = (3, 4)
let norm2 () = let (x, y) = point () in x * x + y * y

type shape = Circle of int | Rect of int * int
let default_shapes () = [ Circle 1; Rect (2, 3); Circle 4 ]
let area = function Circle r -> 3 * r * r | Rect (w, h) -> w * h

exception Bad of (string * int)
let check x = if x < 0 then raise (Bad ("negative", x)) else x

let rec count_down n acc =
  let step = adder (-1) in
  if n = 0 then List.rev acc else count_down (step n) (n :: acc)

let counters () =
  let make_pair () = (adder 2, adder 3) in
  let (a, b) = make_pair () in
  (a 10, b 10)

let () =
  let p = pipeline () in
  Printf.printf "%d %d\n" (p 0) (p 5);
  List.iter (Printf.printf "%d ") (apply_all [adder 1; adder 2; pipeline ()] 7);
  print_newline ();
  Printf.printf "%d %d\n" (lookup "two") (lookup "three");
  Printf.printf "%d\n" (norm2 ());
  Printf.printf "%d\n" (List.fold_left (fun acc s -> acc + area s) 0 (default_shapes ()));
  (try ignore (check 5); ignore (check (-2)) with Bad (msg, v) -> Printf.printf "%s %d\n" msg v);
  List.iter (Printf.printf "%d ") (count_down 5 []);
  print_newline ();
  let (x, y) = counters () in
  Printf.printf "%d %d\n" x y;
  (* the same function called many times still gives equal results *)
  let results = List.init 5 (fun i -> (pipeline ()) i) in
  List.iter (Printf.printf "%d ") results;
  print_newline ()
