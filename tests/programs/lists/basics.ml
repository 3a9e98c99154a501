let l = [ 3; 1; 4; 1; 5; 9; 2; 6; 5; 3; 5 ]
let show l = "[" ^ String.concat "; " (List.map string_of_int l) ^ "]"
let () =
  Printf.printf "%s len=%d\n" (show l) (List.length l);
  Printf.printf "hd=%d tl=%s\n" (List.hd l) (show (List.tl l));
  Printf.printf "nth 4 = %d\n" (List.nth l 4);
  Printf.printf "rev = %s\n" (show (List.rev l));
  Printf.printf "append = %s\n" (show ([ 1; 2 ] @ [ 3; 4 ]));
  Printf.printf "concat = %s\n" (show (List.concat [ [ 1 ]; []; [ 2; 3 ] ]));
  Printf.printf "map = %s\n" (show (List.map (fun x -> x * x) l));
  Printf.printf "mapi = %s\n" (show (List.mapi (fun i x -> i * x) l));
  Printf.printf "filter = %s\n" (show (List.filter (fun x -> x mod 2 = 1) l));
  Printf.printf "sum = %d\n" (List.fold_left ( + ) 0 l);
  Printf.printf "fold_right = %s\n" (List.fold_right (fun x acc -> string_of_int x ^ acc) l "");
  Printf.printf "mem 9 = %b, mem 7 = %b\n" (List.mem 9 l) (List.mem 7 l);
  Printf.printf "exists = %b, for_all = %b\n" (List.exists (fun x -> x > 8) l) (List.for_all (fun x -> x > 0) l);
  Printf.printf "find = %d\n" (List.find (fun x -> x > 4) l);
  Printf.printf "sort = %s\n" (show (List.sort compare l));
  Printf.printf "sort_uniq = %s\n" (show (List.sort_uniq compare l));
  Printf.printf "stable desc = %s\n" (show (List.stable_sort (fun a b -> compare b a) l));
  let evens, odds = List.partition (fun x -> x mod 2 = 0) l in
  Printf.printf "partition = %s %s\n" (show evens) (show odds);
  Printf.printf "init = %s\n" (show (List.init 6 (fun i -> i * 10)));
  Printf.printf "filter_map = %s\n" (show (List.filter_map (fun x -> if x > 3 then Some (x * 100) else None) l));
  Printf.printf "concat_map = %s\n" (show (List.concat_map (fun x -> [ x; -x ]) [ 1; 2; 3 ]));
  (try ignore (List.hd []) with Failure m -> Printf.printf "Failure %s\n" m);
  (try ignore (List.nth l 100) with Failure m -> Printf.printf "Failure %s\n" m);
  (try ignore (List.nth l (-1)) with Invalid_argument m -> Printf.printf "Invalid_argument %s\n" m);
  (try ignore (List.find (fun x -> x > 100) l) with Not_found -> print_endline "Not_found")
