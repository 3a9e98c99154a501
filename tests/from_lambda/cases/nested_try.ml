(* try inside the body of another try, in tail position, at several depths: each level's result
   leaves the handlers around it one at a time. *)
exception A
exception B of int

let f x =
  try
    (try
       (try if x = 0 then raise A else if x = 1 then raise (B 1) else if x = 2 then raise Not_found else x * 10
        with A -> 100)
     with B n -> 200 + n)
  with Not_found -> 300

let g x = try (try (try (try 10 / (x - 3) with Exit -> 1) with A -> 2) with B _ -> 3) with Division_by_zero -> 4

let rec h n acc = if n = 0 then acc else try (try h (n - 1) (acc + 1) with A -> -1) with Exit -> -2

let () =
  List.iter (fun x -> print_int (f x); print_newline ()) [0; 1; 2; 3];
  List.iter (fun x -> print_int (g x); print_newline ()) [3; 5];
  print_int (h 50 0);
  print_newline ();
  print_int (try (try (try raise Exit with A -> 1) with B _ -> 2) with Exit -> 3);
  print_newline ()
