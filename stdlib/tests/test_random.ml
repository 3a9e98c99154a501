(* Random sequences: default state, init, full_init, State, all draws. *)
let show_list l = print_endline (String.concat " " l)
let () =
  show_list (List.init 10 (fun _ -> string_of_int (Random.int 1000)));
  Random.init 42;
  show_list (List.init 10 (fun _ -> string_of_int (Random.int 100)));
  show_list (List.init 5 (fun _ -> string_of_int (Random.bits ())));
  show_list (List.init 5 (fun _ -> string_of_float (Random.float 10.)));
  show_list (List.init 5 (fun _ -> string_of_bool (Random.bool ())));
  show_list (List.init 5 (fun _ -> Int32.to_string (Random.int32 1000000l)));
  show_list (List.init 5 (fun _ -> Int64.to_string (Random.int64 1000000000000L)));
  show_list (List.init 5 (fun _ -> string_of_int (Random.full_int 2000000000)));
  Random.full_init [| 1; 2; 3 |];
  show_list (List.init 10 (fun _ -> string_of_int (Random.int 1 + Random.int 7)));
  let s = Random.State.make [| 7 |] in
  let s' = Random.State.copy s in
  show_list (List.init 5 (fun _ -> string_of_int (Random.State.int s 50)));
  show_list (List.init 5 (fun _ -> string_of_int (Random.State.int s' 50)));
  let saved = Random.get_state () in
  let a = Random.int 1000 in
  Random.set_state saved;
  print_endline (string_of_bool (a = Random.int 1000));
  Random.full_init [||];
  print_endline (string_of_int (Random.int 1 lsl 0 + Random.int 999));
  (try ignore (Random.int 0) with Invalid_argument m -> print_endline m);
  (try ignore (Random.int32 0l) with Invalid_argument m -> print_endline m)
