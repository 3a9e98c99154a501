(* reference: native *)
(* unbounded non-tail recursion that allocates a list as it goes down; the overflow is
   caught and the program continues with a recursion of reasonable depth *)
let rec grow n acc = if n < 0 then List.length acc else 1 + grow (n + 1) (n :: acc)
let () =
  let r = try Some (grow 0 []) with Stack_overflow -> None in
  print_endline (match r with None -> "overflow while building" | Some _ -> "finished");
  let rec build n = if n = 0 then [] else n :: build (n - 1) in
  Printf.printf "%d\n" (List.length (build 50_000));
  let r2 = try Some (grow 0 []) with Stack_overflow -> None in
  print_endline (match r2 with None -> "second overflow caught too" | Some _ -> "finished")
