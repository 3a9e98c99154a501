(* Weak arrays and Weak.Make on values kept alive: what does not depend on when the collector runs. *)
module S = Weak.Make (struct
  type t = string * int
  let equal = ( = )
  let hash = Hashtbl.hash
end)

let show a = String.concat " " (List.init (Weak.length a) (fun i -> match Weak.get a i with Some (s, _) -> s | None -> "-"))

let () =
  let keep = Array.init 6 (fun i -> (string_of_int i, i)) in
  let a = Weak.create 5 in
  Printf.printf "length %d, empty %b\n" (Weak.length a) (Weak.check a 0);
  Weak.set a 1 (Some keep.(1));
  Weak.set a 3 (Some keep.(3));
  print_endline (show a);
  Printf.printf "check %b %b, same block %b\n" (Weak.check a 1) (Weak.check a 2)
    (match Weak.get a 1 with Some x -> x == keep.(1) | None -> false);
  (match Weak.get_copy a 3 with Some x -> Printf.printf "copy %b %b\n" (x = keep.(3)) (x == keep.(3)) | None -> ());
  Weak.fill a 0 2 (Some keep.(5));
  print_endline (show a);
  let b = Weak.create 4 in
  Weak.blit a 1 b 0 3;
  print_endline (show b);
  Weak.set a 3 None;
  print_endline (show a);
  let ints = Weak.create 2 in
  Weak.set ints 0 (Some 42);
  Gc.full_major ();
  Printf.printf "an int stays: %s\n" (match Weak.get ints 0 with Some n -> string_of_int n | None -> "gone");
  (try Weak.set a 5 None with Invalid_argument m -> print_endline m);
  (try ignore (Weak.get a (-1)) with Invalid_argument m -> print_endline m);
  (try Weak.fill a 3 3 None with Invalid_argument m -> print_endline m);
  (try Weak.blit a 0 b 2 3 with Invalid_argument m -> print_endline m);
  (try ignore (Weak.create (-1)) with Invalid_argument m -> print_endline m);
  let s = S.create 3 in
  Array.iter (S.add s) keep;
  Printf.printf "count %d, mem %b %b\n" (S.count s) (S.mem s ("2", 2)) (S.mem s ("2", 3));
  let found = S.find s ("4", 4) in
  Printf.printf "find gives the element added: %b\n" (found == keep.(4));
  let fresh = ("9", 9) in
  Printf.printf "merge adds: %b, then finds: %b\n" (S.merge s fresh == fresh) (S.merge s ("9", 9) == fresh);
  S.remove s ("0", 0);
  Printf.printf "after remove: count %d, mem %b, find_opt %b\n" (S.count s) (S.mem s ("0", 0)) (S.find_opt s ("1", 1) <> None);
  (try ignore (S.find s ("0", 0)) with Not_found -> print_endline "Not_found");
  S.add s keep.(1);
  Printf.printf "find_all %d\n" (List.length (S.find_all s ("1", 1)));
  let total = S.fold (fun (_, n) acc -> n + acc) s 0 in
  Printf.printf "sum %d\n" total;
  let names = ref [] in
  S.iter (fun (name, _) -> names := name :: !names) s;
  print_endline (String.concat "," (List.sort compare !names));
  for i = 10 to 200 do S.add s (string_of_int i, i) done;
  Printf.printf "grown: count %d or fewer, mem 5 %b\n" (if S.count s <= 198 then 198 else 0) (S.mem s ("5", 5));
  S.clear s;
  Printf.printf "cleared %d\n" (S.count s);
  ignore (Sys.opaque_identity (keep, fresh))
