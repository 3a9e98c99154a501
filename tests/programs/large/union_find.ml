(* Union-find with path compression and union by rank; used for connected components, for
   Kruskal's minimum spanning tree and for percolation on a pseudo-random grid. *)
type uf = { parent : int array; rank : int array; mutable sets : int }

let create n = { parent = Array.init n Fun.id; rank = Array.make n 0; sets = n }

let rec find uf x =
  let p = uf.parent.(x) in
  if p = x then x
  else begin
    let r = find uf p in
    uf.parent.(x) <- r;
    r
  end

let union uf a b =
  let ra = find uf a and rb = find uf b in
  if ra = rb then false
  else begin
    (if uf.rank.(ra) < uf.rank.(rb) then uf.parent.(ra) <- rb
     else if uf.rank.(ra) > uf.rank.(rb) then uf.parent.(rb) <- ra
     else (uf.parent.(rb) <- ra; uf.rank.(ra) <- uf.rank.(ra) + 1));
    uf.sets <- uf.sets - 1;
    true
  end

let components uf n =
  let h = Hashtbl.create 16 in
  for i = n - 1 downto 0 do
    let r = find uf i in
    Hashtbl.replace h r (i :: (try Hashtbl.find h r with Not_found -> []))
  done;
  List.sort compare (Hashtbl.fold (fun _ l acc -> l :: acc) h [])

let kruskal n edges =
  let uf = create n in
  let sorted = List.sort (fun (a, b, w) (c, d, v) -> compare (w, a, b) (v, c, d)) edges in
  List.fold_left (fun (tree, total) (a, b, w) -> if union uf a b then ((a, b, w) :: tree, total + w) else (tree, total)) ([], 0) sorted

let lcg = let s = ref 12345 in fun bound -> s := (!s * 1103515245 + 12345) land 0x3fffffff; !s mod bound

let () =
  let uf = create 10 in
  List.iter (fun (a, b) -> Printf.printf "union %d %d -> %b\n" a b (union uf a b)) [ (0, 1); (2, 3); (1, 3); (4, 5); (0, 2); (6, 7); (7, 8); (8, 6); (9, 9) ];
  Printf.printf "sets: %d\n" uf.sets;
  List.iter (fun c -> Printf.printf "{%s} " (String.concat "," (List.map string_of_int c))) (components uf 10);
  print_newline ();
  Printf.printf "same 0 3: %b, same 0 4: %b\n" (find uf 0 = find uf 3) (find uf 0 = find uf 4);
  let edges = [ (0, 1, 4); (0, 7, 8); (1, 2, 8); (1, 7, 11); (2, 3, 7); (2, 8, 2); (2, 5, 4); (3, 4, 9); (3, 5, 14);
                (4, 5, 10); (5, 6, 2); (6, 7, 1); (6, 8, 6); (7, 8, 7) ] in
  let tree, total = kruskal 9 edges in
  Printf.printf "MST weight %d with %d edges: %s\n" total (List.length tree)
    (String.concat " " (List.rev_map (fun (a, b, w) -> Printf.sprintf "%d-%d:%d" a b w) tree));
  (* percolation: open random cells of an n x n grid until top connects to bottom *)
  let n = 20 in
  let cells = n * n in
  let top = cells and bottom = cells + 1 in
  let uf = create (cells + 2) in
  let opened = Array.make cells false in
  let count = ref 0 in
  let percolates () = find uf top = find uf bottom in
  while not (percolates ()) do
    let c = lcg cells in
    if not opened.(c) then begin
      opened.(c) <- true;
      incr count;
      let r = c / n and col = c mod n in
      if r = 0 then ignore (union uf c top);
      if r = n - 1 then ignore (union uf c bottom);
      List.iter (fun (dr, dc) ->
        let r' = r + dr and c' = col + dc in
        if r' >= 0 && r' < n && c' >= 0 && c' < n && opened.(r' * n + c') then ignore (union uf c (r' * n + c'))) [ (-1, 0); (1, 0); (0, -1); (0, 1) ]
    end
  done;
  Printf.printf "percolates after opening %d of %d cells (%.1f%%)\n" !count cells (100. *. float_of_int !count /. float_of_int cells);
  for r = 0 to n - 1 do
    print_endline (String.init n (fun c -> let i = r * n + c in if not opened.(i) then '#' else if find uf i = find uf top then 'o' else '.'))
  done

(* a maze carved by joining cells in a random order (randomised Kruskal) *)
let () =
  let w = 12 and h = 6 in
  let uf = create (w * h) in
  let walls = ref [] in
  for y = 0 to h - 1 do
    for x = 0 to w - 1 do
      if x < w - 1 then walls := (y * w + x, y * w + x + 1) :: !walls;
      if y < h - 1 then walls := (y * w + x, (y + 1) * w + x) :: !walls
    done
  done;
  let arr = Array.of_list !walls in
  for i = Array.length arr - 1 downto 1 do
    let j = lcg (i + 1) in
    let t = arr.(i) in arr.(i) <- arr.(j); arr.(j) <- t
  done;
  let opened = Hashtbl.create 64 in
  Array.iter (fun (a, b) -> if union uf a b then Hashtbl.replace opened (a, b) ()) arr;
  Printf.printf "maze: %d passages, %d set(s) left\n" (Hashtbl.length opened) uf.sets;
  print_endline ("+" ^ String.concat "" (List.init w (fun _ -> "--+")));
  for y = 0 to h - 1 do
    let row = Buffer.create 64 and below = Buffer.create 64 in
    Buffer.add_char row '|'; Buffer.add_char below '+';
    for x = 0 to w - 1 do
      let c = y * w + x in
      Buffer.add_string row "  ";
      Buffer.add_char row (if x < w - 1 && Hashtbl.mem opened (c, c + 1) then ' ' else '|');
      Buffer.add_string below (if y < h - 1 && Hashtbl.mem opened (c, c + w) then "  " else "--");
      Buffer.add_char below '+'
    done;
    print_endline (Buffer.contents row);
    print_endline (Buffer.contents below)
  done
