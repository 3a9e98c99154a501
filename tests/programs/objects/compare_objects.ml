(* Objects compare by identity: their unique ids. *)
let mk n = object method n = n end

let () =
  let a = mk 1 and b = mk 1 in
  Printf.printf "%b %b %b %b\n" (a = a) (a = b) (a <> b) (a == a);
  Printf.printf "%d %d\n" (compare a a) (compare (Oo.id a) (Oo.id a));
  Printf.printf "%b\n" (compare a b <> 0);
  Printf.printf "%b\n" (Oo.id a <> Oo.id b);
  let c = Oo.copy a in
  Printf.printf "%b %d\n" (c = a) c#n;
  (* Sorting objects by a method. *)
  let objs = List.map mk [5; 3; 9; 1] in
  let sorted = List.sort (fun x y -> compare x#n y#n) objs in
  List.iter (fun o -> Printf.printf "%d " o#n) sorted;
  print_newline ();
  (* Objects as keys of a Hashtbl: hashed by id. *)
  let h = Hashtbl.create 8 in
  List.iter (fun o -> Hashtbl.replace h o (o#n * 10)) objs;
  List.iter (fun o -> Printf.printf "%d " (Hashtbl.find h o)) objs;
  print_newline ();
  Printf.printf "%b\n" (Hashtbl.mem h (mk 5));
  Printf.printf "%b\n" (List.mem (List.nth objs 2) objs);
  Printf.printf "%b\n" (List.mem (mk 9) objs);
  (* Exceptions still compare and print as before. *)
  Printf.printf "%b %b\n" (Not_found = Not_found) (Failure "a" = Failure "a");
  (try raise Exit with e -> print_endline (Printexc.to_string e))
