module S = Set.Make (String)
let show s = "{" ^ String.concat "," (S.elements s) ^ "}"
let () =
  let a = S.of_list [ "apple"; "banana"; "cherry"; "date" ] and b = S.of_list [ "cherry"; "date"; "elderberry"; "fig" ] in
  Printf.printf "%s %s\n" (show a) (show b);
  Printf.printf "union %s\ninter %s\ndiff %s\n" (show (S.union a b)) (show (S.inter a b)) (show (S.diff a b));
  Printf.printf "subset %b %b\n" (S.subset (S.of_list [ "apple" ]) a) (S.subset a b);
  Printf.printf "filter %s\n" (show (S.filter (fun s -> String.length s > 5) (S.union a b)));
  Printf.printf "map %s\n" (show (S.map String.uppercase_ascii a));
  Printf.printf "choose %s, min %s, max %s\n" (S.choose a) (S.min_elt a) (S.max_elt b);
  Printf.printf "find_first %s\n" (S.find_first (fun s -> s >= "c") a);
  let evens, odds = S.partition (fun s -> String.length s mod 2 = 0) (S.union a b) in
  Printf.printf "%s %s\n" (show evens) (show odds);
  Printf.printf "%d\n" (S.fold (fun s acc -> acc + String.length s) a 0);
  Printf.printf "%s\n" (String.concat ">" (List.of_seq (S.to_rev_seq a)))
