(* Hashtbl: iteration and fold order, stats, resizing, functors. *)
let pr s = print_endline s
let () =
  let h = Hashtbl.create 8 in
  for i = 0 to 99 do Hashtbl.add h (i * 7919 mod 1000) (string_of_int i) done;
  Hashtbl.add h 5 "first"; Hashtbl.add h 5 "again"; Hashtbl.replace h 7 "seven";
  Hashtbl.iter (fun k v -> pr (string_of_int k ^ "=" ^ v)) h;
  pr (String.concat "," (Hashtbl.fold (fun k _ acc -> string_of_int k :: acc) h []));
  let s = Hashtbl.stats h in
  pr (string_of_int s.Hashtbl.num_bindings ^ " " ^ string_of_int s.Hashtbl.num_buckets ^ " "
      ^ string_of_int s.Hashtbl.max_bucket_length ^ " "
      ^ String.concat ";" (Array.to_list (Array.map string_of_int s.Hashtbl.bucket_histogram)));
  Hashtbl.remove h 5; pr (Hashtbl.find h 5);
  pr (String.concat "," (Hashtbl.find_all h 7));
  pr (string_of_bool (Hashtbl.mem h 999));
  (try ignore (Hashtbl.find h 12345) with Not_found -> pr "Not_found");
  Hashtbl.filter_map_inplace (fun k v -> if k mod 3 = 0 then None else Some (v ^ "!")) h;
  pr (string_of_int (Hashtbl.length h));
  Seq.iter (fun (k, v) -> pr (string_of_int k ^ ":" ^ v)) (Hashtbl.to_seq h);
  let g = Hashtbl.create 16 in
  List.iter (fun w -> Hashtbl.replace g w (String.length w))
    ["apple"; "banana"; "cherry"; "date"; "elderberry"; "fig"; "grape"; "kiwi"; "lemon"; "mango";
     "nectarine"; "orange"; "papaya"; "quince"; "raspberry"; "strawberry"; "tangerine"];
  Hashtbl.iter (fun k v -> pr (k ^ " " ^ string_of_int v)) g;
  pr (string_of_int (Hashtbl.hash "hello") ^ " " ^ string_of_int (Hashtbl.hash (1, "a", [2.5]))
      ^ " " ^ string_of_int (Hashtbl.hash 42) ^ " " ^ string_of_int (Hashtbl.seeded_hash 3 "x"));
  let c = Hashtbl.copy g in
  Hashtbl.reset g; pr (string_of_int (Hashtbl.length g) ^ " " ^ string_of_int (Hashtbl.length c));
  let module H = Hashtbl.Make (struct type t = int let equal = ( = ) let hash x = x land 1023 end) in
  let t = H.create 4 in
  for i = 1 to 200 do H.add t (i * 37) i done;
  H.iter (fun k v -> if v mod 10 = 0 then pr (string_of_int k ^ "->" ^ string_of_int v)) t;
  pr (string_of_int (H.stats t).Hashtbl.num_buckets);
  let r = Hashtbl.rebuild h in
  Hashtbl.iter (fun k v -> pr (string_of_int k ^ "~" ^ v)) r
