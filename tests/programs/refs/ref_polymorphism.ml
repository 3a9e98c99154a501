let () =
  let r = ref None in
  r := Some 3;
  (match !r with Some n -> Printf.printf "%d\n" n | None -> ());
  let cache : (string * int) list ref = ref [] in
  let remember k v = cache := (k, v) :: !cache in
  remember "a" 1; remember "b" 2;
  Printf.printf "%d entries, b=%d\n" (List.length !cache) (List.assoc "b" !cache);
  let rs = List.init 3 (fun i -> ref i) in
  List.iter (fun r -> r := !r * !r) rs;
  print_endline (String.concat " " (List.map (fun r -> string_of_int !r) rs));
  let fref = ref 1.5 in
  fref := !fref *. 2.;
  Printf.printf "%g\n" !fref
