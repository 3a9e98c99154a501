(* Seed 004: a user-written List.map applied to a known closure, the case for specialisation. *)
let rec list_map f l = match l with
  | [] -> []
  | a :: r -> f a :: list_map f r

let succ_all l =
  let succ = (fun x -> x + 1) in
  list_map succ l

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 4000 in
  let l = ref (List.init 5000 (fun i -> i)) in
  for _ = 1 to n do l := succ_all !l done;
  print_int (List.fold_left (fun acc x -> (acc * 17 + x) land 0xFFFFFF) 0 !l);
  print_newline ()
