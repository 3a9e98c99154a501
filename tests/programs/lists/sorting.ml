let rec insert x = function [] -> [ x ] | y :: ys as l -> if x <= y then x :: l else y :: insert x ys
let insertion_sort l = List.fold_left (fun acc x -> insert x acc) [] l
let rec merge a b = match a, b with
  | [], l | l, [] -> l
  | x :: xs, y :: ys -> if x <= y then x :: merge xs b else y :: merge a ys
let rec split = function x :: y :: r -> let a, b = split r in (x :: a, y :: b) | l -> (l, [])
let rec merge_sort = function
  | ([] | [ _ ]) as l -> l
  | l -> let a, b = split l in merge (merge_sort a) (merge_sort b)
let rec quick = function
  | [] -> []
  | p :: r -> let lo, hi = List.partition (fun x -> x < p) r in quick lo @ (p :: quick hi)
let show l = String.concat " " (List.map string_of_int l)
let data = let s = ref 17 in List.init 40 (fun _ -> s := (!s * 73 + 41) mod 101; !s)
let () =
  print_endline (show data);
  print_endline (show (insertion_sort data));
  print_endline (show (merge_sort data));
  print_endline (show (quick data));
  Printf.printf "%b\n" (insertion_sort data = List.sort compare data && merge_sort data = quick data);
  let pairs = List.mapi (fun i x -> (x mod 5, i)) data in
  print_endline (String.concat " " (List.map (fun (a, b) -> Printf.sprintf "%d/%d" a b) (List.stable_sort (fun (a, _) (b, _) -> compare a b) pairs)))
