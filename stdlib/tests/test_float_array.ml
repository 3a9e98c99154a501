(* Float.Array and Float.ArrayLabels. *)
let pr = print_endline
let show a = String.concat " " (List.map string_of_float (Float.Array.to_list a))
let () =
  let a = Float.Array.init 7 (fun i -> float_of_int ((i * 5) mod 7) -. 2.5) in
  pr (show a);
  let b = Float.Array.copy a in Float.Array.sort compare b; pr (show b);
  let c = Float.Array.copy a in Float.Array.stable_sort (fun x y -> compare (abs_float x) (abs_float y)) c; pr (show c);
  let big = Float.Array.init 50 (fun i -> float_of_int ((i * 37) mod 11)) in
  Float.Array.sort (fun x y -> compare y x) big; pr (show big);
  pr (show (Float.Array.append a (Float.Array.make 2 1.5)) ^ " | " ^ show (Float.Array.concat [a; b]) ^ " | " ^ show (Float.Array.sub a 2 3));
  let d = Float.Array.make 5 0. in Float.Array.blit a 1 d 0 3; Float.Array.fill d 3 2 9.; pr (show d);
  pr (string_of_float (Float.Array.fold_left ( +. ) 0. a) ^ " " ^ string_of_bool (Float.Array.mem nan (Float.Array.of_list [nan]))
      ^ string_of_bool (Float.Array.mem_ieee nan (Float.Array.of_list [nan])) ^ " " ^ string_of_int (Float.Array.length a));
  pr (show (Float.Array.map2 ( *. ) a b) ^ " | " ^ String.concat "," (Array.to_list (Float.Array.map_to_array string_of_float b)));
  pr (show (Float.Array.map_from_array float_of_int [| 1; 2 |]) ^ " | " ^ show (Float.Array.of_seq (List.to_seq [3.; 4.])));
  (try ignore (Float.Array.sub a 5 5) with Invalid_argument m -> pr m);
  (try Float.Array.blit a 0 d 4 3 with Invalid_argument m -> pr m);
  (try ignore (Float.Array.init (-1) float_of_int) with Invalid_argument m -> pr m);
  (try ignore (Float.Array.get a 10) with Invalid_argument m -> pr m);
  let e = Float.ArrayLabels.init 3 ~f:float_of_int in
  pr (show (Float.ArrayLabels.map ~f:(fun x -> x *. 2.) e) ^ " " ^ string_of_float (Float.ArrayLabels.fold_left ~f:( +. ) ~init:1. e))
