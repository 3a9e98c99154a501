exception Tagged of int
let exns = [ Tagged 1; Not_found; Tagged 2; Exit; Failure "x" ]
let () =
  List.iter (fun e -> match e with Tagged n -> Printf.printf "tagged %d\n" n | Not_found -> print_endline "not found" | e -> print_endline (Printexc.to_string e)) exns;
  Printf.printf "%b %b %b\n" (Tagged 1 = Tagged 1) (Tagged 1 = Tagged 2) (Exit = Exit);
  let saved = try raise (Tagged 7) with e -> e in
  (try raise saved with Tagged n -> Printf.printf "re-raised saved %d\n" n);
  let local () = let exception Local of int in try raise (Local 3) with Local n -> n in
  Printf.printf "local exception %d\n" (local ())
