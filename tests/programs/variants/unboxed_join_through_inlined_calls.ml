(* Values that meet at a join after coming through calls inlined inside an inlined function: a
   list cell, an option, a pair or a map node built in the innermost body and passed out through
   the continuations of the calls around it. (At -O3 such a jump once lost the parts of the block
   it passed, and the compilation failed.) *)
let rec add x = function [] -> [x] | _ :: l -> add x l

let rec last_opt = function [] -> None | [x] -> Some x | _ :: l -> last_opt l

let pair_of x = if x > 100 then (x, x) else (x + 1, x - 1)

let wrap x = let p = pair_of x in p

module M = Map.Make (Int)

let () =
  let n = Array.length Sys.argv in
  print_int (List.length (List.fold_left (fun m k -> add k m) [] [n]));
  print_newline ();
  print_int (List.length (List.fold_left (fun m k -> add k m) [] [n; n + 1; n + 2]));
  print_newline ();
  let m = List.fold_left (fun m k -> M.add k (k * 10) m) M.empty [n; 5; 3; n + 7] in
  M.iter (fun k v -> Printf.printf "%d -> %d\n" k v) m;
  (match List.fold_left (fun acc k -> match acc with None -> Some k | Some a -> Some (a + k)) None [n; 2] with
   | Some s -> Printf.printf "sum %d\n" s
   | None -> print_endline "none");
  (match last_opt (add n [4; 5]) with Some x -> Printf.printf "last %d\n" x | None -> print_endline "empty");
  let a, b = if n > 3 then wrap (n * 50) else wrap n in
  Printf.printf "pair %d %d\n" a b;
  let q = List.fold_left (fun (s, c) k -> (s + k, c + 1)) (0, 0) (add n [1; 2; 3]) in
  Printf.printf "fold %d %d\n" (fst q) (snd q)
