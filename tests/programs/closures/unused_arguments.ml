(* Functions with arguments they do not use (what -remove-unused-arguments removes): plain,
   recursive with an argument only passed along, used as values, partially applied, mutually
   recursive, raising, taking only unit, with labels and optional arguments. *)
let pick a _b = a * 10

let rec count _tag n acc = if n = 0 then acc else count _tag (n - 1) (acc + n)

let rec even _x n = if n = 0 then true else odd _x (n - 1)
and odd _x n = if n = 0 then false else even _x (n - 1)

let fail_unless ok _what msg = if ok then msg else failwith msg

let constant () = 42

let labelled ~width ~height:_ = width + 1

let optional ?(scale = 2) _unused v = v * scale

let self_passing _ignored n =
  let rec go f k = if k = 0 then 0 else 1 + f () (k - 1) in
  go (fun () k -> count "inner" k 0) n

let () =
  Printf.printf "%d\n" (pick 4 "unused");
  Printf.printf "%d\n" (count "t" 100 0);
  Printf.printf "%b %b\n" (even 'c' 10) (odd 'c' 7);
  print_endline (fail_unless true 3 "fine");
  (try ignore (fail_unless false 0 "boom") with Failure m -> print_endline ("caught " ^ m));
  Printf.printf "%d\n" (constant ());
  Printf.printf "%d\n" (labelled ~height:9 ~width:5);
  Printf.printf "%d %d\n" (optional () 7) (optional ~scale:3 "x" 7);
  Printf.printf "%d\n" (self_passing [1] 4);
  (* as values: indirect calls, partial applications *)
  let fs = [ pick 1; pick 2; (fun b -> pick 3 b) ] in
  Printf.printf "%s\n" (String.concat "," (List.map (fun f -> string_of_int (f "b")) fs));
  let counter = count () in
  Printf.printf "%d %d\n" (counter 5 0) (List.fold_left (fun acc n -> acc + counter n 0) 0 [ 1; 2; 3 ]);
  let ops = [| even; odd |] in
  Array.iter (fun f -> Printf.printf "%b " (f 0 5)) ops;
  print_newline ()
