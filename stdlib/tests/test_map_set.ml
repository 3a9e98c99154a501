(* Map and Set: contents, visiting order of predicates, merge/union order. *)
module M = Map.Make (Int)
module S = Set.Make (String)
let pr = print_endline
let () =
  let m = List.fold_left (fun m i -> M.add (i * 37 mod 101) (string_of_int i) m) M.empty (List.init 60 Fun.id) in
  M.iter (fun k v -> print_string (string_of_int k ^ ":" ^ v ^ " ")) m; pr "";
  ignore (M.for_all (fun k _ -> print_string (string_of_int k ^ " "); k < 90) m); pr "";
  ignore (M.exists (fun k _ -> print_string (string_of_int k ^ " "); k = 3) m); pr "";
  let m2 = M.filter (fun k _ -> print_string (string_of_int k ^ " "); k mod 2 = 0) m in pr "";
  let u = M.union (fun k a b -> print_string (string_of_int k ^ " "); if k mod 3 = 0 then None else Some (a ^ b)) m m2 in pr "";
  pr (String.concat "," (List.map (fun (k, v) -> string_of_int k ^ v) (M.bindings u)));
  let mg = M.merge (fun k a b -> print_string (string_of_int k ^ " ");
    match a, b with Some x, None -> Some x | _, Some y -> Some (y ^ "'") | None, None -> None) m2 u in pr "";
  pr (string_of_int (M.cardinal mg));
  let k, v = M.choose m in pr (string_of_int k ^ v);
  let l, x, r = M.split 50 m in
  pr (string_of_int (M.cardinal l) ^ " " ^ (match x with Some s -> s | None -> "-") ^ " " ^ string_of_int (M.cardinal r));
  pr (string_of_int (fst (M.find_first (fun k -> k > 33) m)) ^ " " ^ string_of_int (fst (M.find_last (fun k -> k < 33) m)));
  let m3 = M.update 7 (function None -> Some "new" | Some s -> Some (s ^ "+")) (M.remove 8 m) in
  pr (M.find 7 m3 ^ " " ^ string_of_bool (M.mem 8 m3));
  Seq.iter (fun (k, _) -> print_string (string_of_int k ^ " ")) (M.to_seq_from 90 m); pr "";
  Seq.iter (fun (k, _) -> print_string (string_of_int k ^ " ")) (M.to_rev_seq m2); pr "";
  pr (string_of_int (M.compare compare m m2) ^ " " ^ string_of_bool (M.equal ( = ) m (M.map (fun x -> x) m)));
  let s = S.of_list ["pear"; "apple"; "fig"; "kiwi"; "date"; "plum"; "lime"; "apple"; "yuzu"] in
  pr (String.concat " " (S.elements s));
  ignore (S.for_all (fun e -> print_string (e ^ " "); true) s); pr "";
  let s2 = S.of_list ["fig"; "grape"; "lime"; "melon"] in
  pr (String.concat " " (S.elements (S.union s s2)) ^ " | " ^ String.concat " " (S.elements (S.inter s s2))
      ^ " | " ^ String.concat " " (S.elements (S.diff s s2)));
  pr (string_of_bool (S.subset (S.of_list ["fig"; "lime"]) s) ^ " " ^ string_of_bool (S.disjoint s s2));
  let sm = S.map String.uppercase_ascii s in pr (String.concat " " (S.elements sm));
  let p1, p2 = S.partition (fun e -> String.length e > 4) s in
  pr (String.concat " " (S.elements p1) ^ " / " ^ String.concat " " (S.elements p2));
  pr (S.min_elt s ^ " " ^ S.max_elt s ^ " " ^ S.choose s ^ " " ^ string_of_int (S.cardinal s));
  let big = List.fold_left (fun s i -> S.add (string_of_int (i * 7 mod 1000)) s) S.empty (List.init 500 Fun.id) in
  ignore (S.exists (fun e -> print_string (e ^ " "); e = "999") big); pr "";
  pr (string_of_int (S.compare s s2))
