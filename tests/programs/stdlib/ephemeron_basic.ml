(* Ephemerons and ephemeron tables on keys kept alive: what does not depend on when the
   collector runs. *)
module T = Ephemeron.K1.Make (struct
  type t = string
  let equal = String.equal
  let hash = Hashtbl.hash
end)

module IntH = struct
  type t = int
  let equal = ( = )
  let hash = Hashtbl.hash
end

module StrH = struct
  type t = string
  let equal = ( = )
  let hash = Hashtbl.hash
end

module T2 = Ephemeron.K2.Make (IntH) (StrH)

module Tn = Ephemeron.Kn.Make (struct
  type t = int list
  let equal = ( = )
  let hash = Hashtbl.hash
end)

let opt f = function Some x -> f x | None -> "None"

let () =
  let open Ephemeron in
  let key = ref 1 in
  let e = K1.create () in
  Printf.printf "empty: %b %b\n" (K1.check_key e) (K1.check_data e);
  K1.set_key e key;
  K1.set_data e "data";
  Printf.printf "set: %b %b %s %b\n" (K1.check_key e) (K1.check_data e) (opt (fun d -> d) (K1.get_data e))
    (match K1.get_key e with Some k -> k == key | None -> false);
  (match K1.get_key_copy e with Some k -> Printf.printf "key copy: %d %b\n" !k (k == key) | None -> ());
  let e' = K1.create () in
  K1.blit_key e e';
  K1.blit_data e e';
  Printf.printf "blit: %s %s\n" (opt (fun k -> string_of_int !k) (K1.get_key e')) (opt (fun d -> d) (K1.get_data e'));
  K1.unset_data e;
  Printf.printf "unset data: %b %b\n" (K1.check_key e) (K1.check_data e);
  K1.unset_key e';
  Printf.printf "unset key: %b\n" (K1.check_key e');
  let e2 = K2.create () in
  let k1 = ref "one" and k2 = [| 2 |] in
  K2.set_key1 e2 k1;
  K2.set_key2 e2 k2;
  K2.set_data e2 3.5;
  Printf.printf "K2: %s %d %s %b %b\n" (opt (fun k -> !k) (K2.get_key1 e2)) (opt (fun k -> string_of_int k.(0)) (K2.get_key2 e2) |> String.length)
    (opt string_of_float (K2.get_data e2)) (K2.check_key1 e2) (K2.check_key2 e2);
  let en = Kn.create 3 in
  let ks = [| ref 1; ref 2; ref 3 |] in
  Array.iteri (fun i k -> Kn.set_key en i k) ks;
  Kn.set_data en "n";
  Printf.printf "Kn: %s %b %s\n" (opt (fun k -> string_of_int !k) (Kn.get_key en 2)) (Kn.check_key en 1) (opt (fun d -> d) (Kn.get_data en));
  (try ignore (Kn.get_key en 3) with Invalid_argument m -> print_endline m);
  let t = T.create 8 in
  let keys = Array.init 50 (fun i -> "key" ^ string_of_int i) in
  Array.iteri (fun i k -> T.replace t k i) keys;
  T.replace t keys.(3) 300;
  T.add t keys.(4) 400;
  Printf.printf "table: length %d, %d %d %s %b\n" (T.length t) (T.find t "key3") (T.find t "key4")
    (String.concat "," (List.map string_of_int (T.find_all t "key4"))) (T.mem t "nokey");
  T.remove t "key4";
  Printf.printf "after remove: %d %d\n" (T.find t "key4") (T.length t);
  (try ignore (T.find t "nokey") with Not_found -> print_endline "Not_found");
  Printf.printf "find_opt %s\n" (opt string_of_int (T.find_opt t "key10"));
  Printf.printf "sum %d\n" (T.fold (fun _ v acc -> v + acc) t 0);
  T.filter_map_inplace (fun _ v -> if v mod 2 = 0 then Some (v * 10) else None) t;
  Printf.printf "filtered: %d %d\n" (T.length t) (T.find t "key10");
  let l = List.sort compare (List.of_seq (T.to_seq_keys t)) in
  Printf.printf "keys %d, first %s\n" (List.length l) (List.hd l);
  T.clean t;
  Printf.printf "alive %d\n" (T.stats_alive t).Hashtbl.num_bindings;
  T.reset t;
  Printf.printf "reset %d\n" (T.length t);
  let t2 = T2.create 4 in
  T2.add t2 (1, "a") "1a";
  T2.add t2 (2, "b") "2b";
  Printf.printf "K2 table: %s %b\n" (T2.find t2 (2, "b")) (T2.mem t2 (1, "b"));
  let tn = Tn.create 4 in
  let kn = [| [ 1 ]; [ 2; 3 ] |] in
  Tn.replace tn kn "n";
  Printf.printf "Kn table: %s %b\n" (Tn.find tn [| [ 1 ]; [ 2; 3 ] |]) (Tn.mem tn [| [ 1 ] |]);
  ignore (Sys.opaque_identity (key, keys, k1, k2, ks, kn))
