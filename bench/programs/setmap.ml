(* Set.Make and Map.Make applied at toplevel, used heavily: inserts, lookups, removals, folds. *)
module IntSet = Set.Make (Int)
module PairMap = Map.Make (struct
  type t = int * int
  let compare (a, b) (c, d) = if a <> c then compare a c else compare b d
end)

let next s = (s * 75 + 74) mod 65537

let () =
  let n = if Array.length Sys.argv > 1 then int_of_string Sys.argv.(1) else 30 in
  let check = ref 0 in
  let seed = ref 1 in
  for round = 1 to n do
    let s = ref IntSet.empty and m = ref PairMap.empty in
    for _ = 1 to 5000 do
      seed := next !seed;
      s := IntSet.add !seed !s;
      m := PairMap.add (!seed land 255, !seed lsr 8) round !m
    done;
    for k = 0 to 4999 do
      seed := next !seed;
      if IntSet.mem !seed !s then s := IntSet.remove !seed !s;
      (match PairMap.find_opt (k land 255, k lsr 8) !m with
       | Some v -> check := (!check + v) land 0xFFFFFF
       | None -> ())
    done;
    let evens, odds = IntSet.partition (fun x -> x land 1 = 0) !s in
    let u = IntSet.union evens (IntSet.map (fun x -> x + 1) odds) in
    check := (!check * 7 + IntSet.cardinal u + PairMap.cardinal !m) land 0xFFFFFF;
    check := PairMap.fold (fun (a, b) _ acc -> (acc + a * 3 + b) land 0xFFFFFF) !m !check;
    check := (!check + IntSet.fold (fun x acc -> (acc + x) land 0xFFFF) u 0) land 0xFFFFFF
  done;
  print_int !check;
  print_newline ()
