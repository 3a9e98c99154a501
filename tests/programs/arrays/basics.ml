(* reference: native *)
(* js_of_ocaml does not check the length given to Array.make; OCaml raises, and so does flambe. *)
let show a = "[|" ^ String.concat "; " (Array.to_list (Array.map string_of_int a)) ^ "|]"
let () =
  let a = [| 5; 3; 8; 1; 9; 2 |] in
  Printf.printf "%s len=%d a.(2)=%d\n" (show a) (Array.length a) a.(2);
  a.(0) <- 50;
  Printf.printf "%s\n" (show a);
  let b = Array.copy a in
  Array.sort compare b;
  Printf.printf "sorted %s original %s\n" (show b) (show a);
  Printf.printf "make %s\n" (show (Array.make 4 7));
  Printf.printf "init %s\n" (show (Array.init 5 (fun i -> i * i)));
  Printf.printf "append %s\n" (show (Array.append [| 1; 2 |] [| 3 |]));
  Printf.printf "concat %s\n" (show (Array.concat [ [| 1 |]; [||]; [| 2; 3 |] ]));
  Printf.printf "sub %s\n" (show (Array.sub a 1 3));
  Printf.printf "fold %d\n" (Array.fold_left ( + ) 0 a);
  Printf.printf "fold_right %s\n" (Array.fold_right (fun x acc -> acc ^ string_of_int x) a "");
  Printf.printf "mapi %s\n" (show (Array.mapi (fun i x -> i + x) a));
  Printf.printf "exists %b for_all %b mem %b\n" (Array.exists (fun x -> x > 40) a) (Array.for_all (fun x -> x > 0) a) (Array.mem 9 a);
  let c = Array.make 3 0 in
  Array.blit a 1 c 0 3;
  Printf.printf "blit %s\n" (show c);
  Array.fill c 1 2 (-1);
  Printf.printf "fill %s\n" (show c);
  Printf.printf "of_list %s to_list %d\n" (show (Array.of_list [ 4; 5 ])) (List.length (Array.to_list a));
  (try a.(10) <- 1 with Invalid_argument m -> Printf.printf "Invalid_argument %s\n" m);
  (try ignore (Sys.opaque_identity (Array.make (-1) 0)) with Invalid_argument m -> Printf.printf "Invalid_argument %s\n" m);
  (try ignore (Array.sub a 4 5) with Invalid_argument m -> Printf.printf "Invalid_argument %s\n" m);
  Printf.printf "empty %d\n" (Array.length [||])
