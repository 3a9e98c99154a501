type t = { a : int; b : string; c : float list }
let () =
  let r1 = { a = 1; b = "x"; c = [ 1.0; 2.0 ] } in
  let r2 = { a = 1; b = "x"; c = [ 1.0; 2.0 ] } in
  let r3 = { r1 with c = [ 1.0 ] } in
  Printf.printf "%b %b %b %b\n" (r1 = r2) (r1 == r2) (r1 = r3) (r1 <> r3);
  Printf.printf "%d %d\n" (compare r1 r3) (compare r3 r1);
  let l = List.sort compare [ { a = 2; b = "b"; c = [] }; { a = 1; b = "z"; c = [] }; { a = 1; b = "a"; c = [ 0. ] } ] in
  List.iter (fun r -> Printf.printf "{%d %s %d} " r.a r.b (List.length r.c)) l;
  print_newline ();
  Printf.printf "%b\n" (Hashtbl.hash r1 = Hashtbl.hash r2)
