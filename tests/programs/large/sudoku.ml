(* A sudoku solver: constraint propagation of candidates as bit sets, plus backtracking on the
   cell with the fewest candidates; solves three puzzles and counts the search nodes. *)
let popcount n = let rec go n c = if n = 0 then c else go (n land (n - 1)) (c + 1) in go n 0
let all = 0x1ff

type grid = int array (* 81 cells, 0 = empty, 1..9 *)

let parse s =
  let g = Array.make 81 0 in
  let k = ref 0 in
  String.iter (fun c -> match c with
    | '1' .. '9' -> g.(!k) <- Char.code c - 48; incr k
    | '.' | '0' -> incr k
    | _ -> ()) s;
  if !k <> 81 then failwith (Printf.sprintf "bad puzzle: %d cells" !k);
  g

let peers =
  Array.init 81 (fun i ->
    let r = i / 9 and c = i mod 9 in
    let br = r / 3 * 3 and bc = c / 3 * 3 in
    let l = ref [] in
    for j = 0 to 80 do
      let r' = j / 9 and c' = j mod 9 in
      if j <> i && (r' = r || c' = c || (r' / 3 * 3 = br && c' / 3 * 3 = bc)) then l := j :: !l
    done;
    Array.of_list !l)

let candidates g i =
  if g.(i) <> 0 then 0
  else Array.fold_left (fun m j -> if g.(j) <> 0 then m land lnot (1 lsl (g.(j) - 1)) else m) all peers.(i)

let nodes = ref 0

let rec solve g =
  incr nodes;
  (* propagate naked singles until nothing changes *)
  let changed = ref true and dead = ref false in
  let trail = ref [] in
  while !changed && not !dead do
    changed := false;
    for i = 0 to 80 do
      if g.(i) = 0 && not !dead then begin
        let c = candidates g i in
        if c = 0 then dead := true
        else if popcount c = 1 then begin
          let rec bit k = if c land (1 lsl k) <> 0 then k + 1 else bit (k + 1) in
          g.(i) <- bit 0; trail := i :: !trail; changed := true
        end
      end
    done
  done;
  let undo () = List.iter (fun i -> g.(i) <- 0) !trail in
  if !dead then (undo (); false)
  else begin
    (* choose the empty cell with fewest candidates *)
    let best = ref (-1) and best_n = ref 10 in
    for i = 0 to 80 do
      if g.(i) = 0 then let n = popcount (candidates g i) in if n < !best_n then (best := i; best_n := n)
    done;
    if !best < 0 then true
    else begin
      let i = !best in
      let c = candidates g i in
      let rec try_digit d =
        if d > 9 then (g.(i) <- 0; undo (); false)
        else if c land (1 lsl (d - 1)) <> 0 then begin
          g.(i) <- d;
          if solve g then true else try_digit (d + 1)
        end else try_digit (d + 1) in
      try_digit 1
    end
  end

let valid g =
  let ok = ref true in
  for i = 0 to 80 do
    Array.iter (fun j -> if g.(i) = g.(j) then ok := false) peers.(i);
    if g.(i) < 1 || g.(i) > 9 then ok := false
  done;
  !ok

let print g =
  for r = 0 to 8 do
    if r mod 3 = 0 && r > 0 then print_endline "------+-------+------";
    for c = 0 to 8 do
      if c mod 3 = 0 && c > 0 then print_string "| ";
      print_string (if g.(r * 9 + c) = 0 then ". " else string_of_int g.(r * 9 + c) ^ " ")
    done;
    print_newline ()
  done

let puzzles = [
  ("easy", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  ("medium", "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..");
  ("hard", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
  ("contradictory", "11...............................................................................") ]

let () =
  List.iter (fun (name, p) ->
    match parse p with
    | exception Failure m -> Printf.printf "%s: %s\n" name m
    | g ->
      nodes := 0;
      let given = Array.fold_left (fun n x -> if x <> 0 then n + 1 else n) 0 g in
      Printf.printf "== %s (%d givens)\n" name given;
      let consistent = ref true in
      for i = 0 to 80 do if g.(i) <> 0 then Array.iter (fun j -> if g.(j) = g.(i) then consistent := false) peers.(i) done;
      if not !consistent then print_endline "the givens contradict each other"
      else if solve g then begin
        print g;
        Printf.printf "solved with %d search nodes, valid: %b\n" !nodes (valid g)
      end else Printf.printf "no solution (%d search nodes)\n" !nodes)
    puzzles
