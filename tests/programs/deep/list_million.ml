(* reference: native, unlimited stack *)
(* interpreter: too long to run *)
(* The List functions that are not tail-recursive in OCaml 4.13 run on a list
   of 1,000,000 elements in constant stack; checksums are kept below 2^30 so
   that they do not depend on the width of int. *)
let n = 1_000_000
let m = 1_000_003
let sum l = List.fold_left (fun acc x -> (acc * 31 + x) mod m) 0 l
let pr name v = Printf.printf "%s: %d\n" name v

let () =
  let l = List.init n (fun i -> i) in
  pr "init" (sum l);
  let calls = ref 0 in
  let l2 = List.map (fun x -> incr calls; (x * 7 + !calls) mod 1000) l in
  pr "map" (sum l2);
  pr "mapi" (sum (List.mapi (fun i x -> (i + x) mod 1013) l));
  pr "map2" (sum (List.map2 (fun a b -> (a - b) land 1023) l l2));
  let a = l @ l2 in
  pr "append" (sum a);
  pr "List.append" (List.length (List.append l2 l));
  (* fold_right applies f from the last element to the first *)
  let order = ref 0 in
  pr "fold_right" (List.fold_right (fun x acc -> incr order; (acc * 3 + x + !order) mod m) a 1);
  pr "fold_right2" (List.fold_right2 (fun x y acc -> (acc * 5 + x - y) mod m) l l2 7);
  pr "filter" (sum (List.filter (fun x -> x mod 3 = 0) l));
  pr "filteri" (sum (List.filteri (fun i x -> (i + x) mod 7 = 0) l2));
  pr "filter_map" (sum (List.filter_map (fun x -> if x mod 5 = 0 then Some (x / 5) else None) l));
  pr "concat_map" (sum (List.concat_map (fun x -> if x mod 2 = 0 then [x; x + 1] else []) l));
  pr "flatten" (sum (List.flatten (List.map (fun x -> [x; x]) l)));
  pr "concat of singletons" (List.length (List.concat (List.map (fun x -> [x]) l)));
  let pairs = List.combine l l2 in
  let xs, ys = List.split pairs in
  pr "combine/split" ((sum xs + sum ys) mod m);
  pr "remove_assoc" (List.length (List.remove_assoc (n - 1) pairs));
  pr "remove_assq" (List.length (List.remove_assq 5 pairs));
  let evens = List.filter (fun x -> x mod 2 = 0) l and odds = List.filter (fun x -> x mod 2 = 1) l in
  pr "merge" (sum (List.merge compare evens odds));
  let h = Hashtbl.create 16 in
  List.iter (fun x -> if x mod 10 = 0 then Hashtbl.add h "key" x) l;
  pr "Hashtbl.find_all" (sum (Hashtbl.find_all h "key"));
  (* exceptions raised by f stop the traversal at the same element *)
  let seen = ref 0 in
  (try ignore (List.fold_right (fun x acc -> incr seen; if x = n / 2 then raise Exit else acc + x) l 0)
   with Exit -> pr "fold_right stopped after" !seen);
  seen := 0;
  (try ignore (List.map (fun x -> incr seen; if x = 3 * n / 4 then raise Exit else x) l)
   with Exit -> pr "map stopped after" !seen);
  (try ignore (List.fold_right2 (fun _ _ acc -> incr seen; acc) l (List.tl l) 0)
   with Invalid_argument s -> Printf.printf "%s after %d more calls\n" s (!seen - 3 * n / 4 - 1));
  (try ignore (List.map2 (fun _ _ -> ()) l (List.tl l))
   with Invalid_argument s -> print_endline s);
  (try ignore (List.combine l (List.tl l))
   with Invalid_argument s -> print_endline s)
