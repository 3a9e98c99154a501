(* Seed 004: the List.map example (a recursive function specialised to a known closure), with
   the intermediate versions of the transformation written out; they all compute the same list. *)
let rec list_map f l = match l with [] -> [] | a :: r -> f a :: list_map f r
let l = [ 1; 2; 3; 4; 5 ]
let l1 = let succ = fun x -> x + 1 in list_map succ l
let l2 = let succ = fun x -> x + 1 in match l with [] -> [] | a :: r -> succ a :: list_map succ r
let l3 = let succ = fun x -> x + 1 in
  let rec list_map' f l = match l with [] -> [] | a :: r -> f a :: list_map' f r in list_map' succ l
let l4 = let succ = fun x -> x + 1 in
  let rec list_map' l = match l with [] -> [] | a :: r -> succ a :: list_map' r in list_map' l
let l5 = let rec list_map' l = match l with [] -> [] | a :: r -> (a + 1) :: list_map' r in list_map' l
let show l = String.concat " " (List.map string_of_int l)
let () =
  List.iter (fun l' -> print_endline (show l')) [ l1; l2; l3; l4; l5 ];
  Printf.printf "all equal: %b\n" (List.for_all (( = ) l1) [ l2; l3; l4; l5 ])
