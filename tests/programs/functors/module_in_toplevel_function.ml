(* Toplevel functions that use modules made by functors at toplevel: each function's closure
   holds the module, and the optimiser knows what it holds (the module's functions, the empty
   set), so that calls into the module become direct. Also: a recursive function, a function
   used as a value, and a local function that captures a different value at each call. *)
module IS = Set.Make (Int)
module SM = Map.Make (String)

let total l =
  let s = List.fold_left (fun s v -> IS.add v s) IS.empty l in
  IS.fold (fun v acc -> acc + v) s 0

let rec count_words m = function
  | [] -> m
  | w :: rest ->
    let n = try SM.find w m with Not_found -> 0 in
    count_words (SM.add w (n + 1) m) rest

let show m = SM.iter (fun k v -> Printf.printf "%s=%d " k v) m; print_newline ()

let table = [ "a"; "b"; "a"; "c"; "b"; "a" ]

let adder k = fun x -> x + k + IS.cardinal (IS.of_list [ k; x ])

let () =
  Printf.printf "total %d\n" (total [ 5; 3; 5; 1; 3 ]);
  show (count_words SM.empty table);
  let fs = List.map adder [ 1; 2; 3 ] in
  List.iter (fun f -> Printf.printf "%d " (f 10)) fs;
  print_newline ();
  let apply_twice f x = f (f x) in
  Printf.printf "twice %d\n" (apply_twice (fun n -> total [ n; n + 1 ]) 1);
  Printf.printf "%b\n" (IS.mem 3 (IS.of_list [ 1; 2; 3 ]))
