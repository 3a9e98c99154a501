(* The n-queens problem: counting all solutions with bit masks for n = 1..10, listing the
   solutions for n = 6, printing the first board for n = 8, and checking the solutions found
   by a second, list-based backtracking search. *)
let count_bits n =
  let all = (1 lsl n) - 1 in
  let rec go cols diag1 diag2 =
    if cols = all then 1
    else begin
      let free = ref (all land lnot (cols lor diag1 lor diag2)) in
      let total = ref 0 in
      while !free <> 0 do
        let bit = !free land (- !free) in
        free := !free lxor bit;
        total := !total + go (cols lor bit) ((diag1 lor bit) lsl 1) ((diag2 lor bit) lsr 1)
      done;
      !total
    end in
  go 0 0 0

let safe placed col =
  let row = List.length placed in
  let rec check r = function
    | [] -> true
    | c :: rest -> c <> col && abs (c - col) <> row - r && check (r + 1) rest in
  check 0 (List.rev placed)

let solutions n =
  let rec place placed =
    if List.length placed = n then [ List.rev placed ]
    else List.concat_map (fun col -> if safe placed col then place (col :: placed) else []) (List.init n Fun.id) in
  place []

let board n sol =
  List.iter (fun col ->
    print_endline (String.concat " " (List.init n (fun c -> if c = col then "Q" else ".")))) sol

let valid n sol =
  List.length sol = n &&
  List.length (List.sort_uniq compare sol) = n &&
  List.for_all (fun (r1, c1) -> List.for_all (fun (r2, c2) -> r1 = r2 || abs (r1 - r2) <> abs (c1 - c2)) (List.mapi (fun r c -> (r, c)) sol)) (List.mapi (fun r c -> (r, c)) sol)

let symmetric_classes n sols =
  let rotate s = let a = Array.of_list s in List.init n (fun r -> let rec find c = if a.(c) = n - 1 - r then c else find (c + 1) in find 0) in
  let mirror s = List.map (fun c -> n - 1 - c) s in
  let variants s =
    let r1 = rotate s in let r2 = rotate r1 in let r3 = rotate r2 in
    [ s; r1; r2; r3; mirror s; mirror r1; mirror r2; mirror r3 ] in
  let canonical s = List.fold_left min s (variants s) in
  List.length (List.sort_uniq compare (List.map canonical sols))

let () =
  for n = 1 to 10 do
    Printf.printf "n=%2d: %5d solutions\n" n (count_bits n)
  done;
  let s6 = solutions 6 in
  Printf.printf "n=6 solutions: %s\n" (String.concat " " (List.map (fun s -> String.concat "" (List.map string_of_int s)) s6));
  let s8 = solutions 8 in
  Printf.printf "n=8: list search finds %d, all valid: %b, distinct up to symmetry: %d\n" (List.length s8) (List.for_all (valid 8) s8) (symmetric_classes 8 s8);
  board 8 (List.hd s8);
  Printf.printf "last solution for n=8: %s\n" (String.concat "" (List.map string_of_int (List.nth s8 (List.length s8 - 1))));
  Printf.printf "n=7 classes: %d of %d\n" (symmetric_classes 7 (solutions 7)) (List.length (solutions 7));
  Printf.printf "invalid detected: %b\n" (not (valid 4 [ 0; 1; 2; 3 ]))

(* a knight's tour by Warnsdorff's rule: always move to the square with the fewest onward
   moves, breaking ties by the order of the move list *)
let moves = [ (2, 1); (1, 2); (-1, 2); (-2, 1); (-2, -1); (-1, -2); (1, -2); (2, -1) ]

let knights_tour n start_r start_c =
  let board = Array.make_matrix n n 0 in
  let inside r c = r >= 0 && r < n && c >= 0 && c < n && board.(r).(c) = 0 in
  let degree r c = List.length (List.filter (fun (dr, dc) -> inside (r + dr) (c + dc)) moves) in
  let rec go r c step =
    board.(r).(c) <- step;
    if step = n * n then true
    else
      let candidates = List.filter_map (fun (dr, dc) ->
        let r' = r + dr and c' = c + dc in
        if inside r' c' then Some (degree r' c', r', c') else None) moves in
      match List.stable_sort (fun (a, _, _) (b, _, _) -> compare a b) candidates with
      | [] -> false
      | (_, r', c') :: _ -> go r' c' (step + 1) in
  let complete = go start_r start_c 1 in
  (complete, board)

let () =
  List.iter (fun (n, r, c) ->
    let complete, board = knights_tour n r c in
    Printf.printf "knight's tour %dx%d from (%d,%d): %s\n" n n r c (if complete then "complete" else "stuck");
    if complete then
      Array.iter (fun row -> print_endline (String.concat " " (Array.to_list (Array.map (Printf.sprintf "%2d") row)))) board
    else
      Printf.printf "visited %d squares\n" (Array.fold_left (fun a row -> Array.fold_left (fun a x -> if x > 0 then a + 1 else a) a row) 0 board))
    [ (5, 0, 0); (6, 0, 0); (8, 0, 0); (3, 0, 0) ];
  let _, b = knights_tour 8 0 0 in
  let pos = Array.make 65 (0, 0) in
  Array.iteri (fun r row -> Array.iteri (fun c s -> pos.(s) <- (r, c)) row) b;
  let legal = ref true in
  for s = 1 to 63 do
    let (r1, c1) = pos.(s) and (r2, c2) = pos.(s + 1) in
    if not (List.mem (r2 - r1, c2 - c1) moves) then legal := false
  done;
  Printf.printf "8x8 tour moves are all knight moves: %b\n" !legal
