let rec insert_all x = function
  | [] -> [ [ x ] ]
  | y :: ys as l -> (x :: l) :: List.map (fun r -> y :: r) (insert_all x ys)
let rec perms = function [] -> [ [] ] | x :: r -> List.concat_map (insert_all x) (perms r)
let rec subsets = function [] -> [ [] ] | x :: r -> let s = subsets r in s @ List.map (fun l -> x :: l) s
let rec combinations k l =
  if k = 0 then [ [] ] else match l with [] -> [] | x :: r -> List.map (fun c -> x :: c) (combinations (k - 1) r) @ combinations k r
let show l = "[" ^ String.concat "" (List.map string_of_int l) ^ "]"
let () =
  print_endline (String.concat " " (List.map show (perms [ 1; 2; 3 ])));
  Printf.printf "%d\n" (List.length (perms [ 1; 2; 3; 4; 5; 6 ]));
  print_endline (String.concat " " (List.map show (subsets [ 1; 2; 3 ])));
  print_endline (String.concat " " (List.map show (combinations 2 [ 1; 2; 3; 4 ])));
  Printf.printf "%d\n" (List.length (combinations 5 (List.init 12 Fun.id)))
