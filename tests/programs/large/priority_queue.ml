(* A binary min-heap priority queue (imperative, growable array) and a leftist heap
   (persistent), checked against each other; used for heap sort, k-way merge and a
   discrete-event simulation of a print queue. *)
module Heap = struct
  type 'a t = { mutable data : 'a array; mutable size : int; cmp : 'a -> 'a -> int }
  let create cmp = { data = [||]; size = 0; cmp }
  let swap h i j = let t = h.data.(i) in h.data.(i) <- h.data.(j); h.data.(j) <- t
  let push h x =
    if h.size = Array.length h.data then begin
      let nd = Array.make (max 4 (2 * h.size)) x in
      Array.blit h.data 0 nd 0 h.size; h.data <- nd
    end;
    h.data.(h.size) <- x;
    let rec up i = if i > 0 then let p = (i - 1) / 2 in if h.cmp h.data.(i) h.data.(p) < 0 then (swap h i p; up p) in
    up h.size;
    h.size <- h.size + 1
  let pop h =
    if h.size = 0 then None
    else begin
      let top = h.data.(0) in
      h.size <- h.size - 1;
      h.data.(0) <- h.data.(h.size);
      let rec down i =
        let l = 2 * i + 1 and r = 2 * i + 2 in
        let m = if l < h.size && h.cmp h.data.(l) h.data.(i) < 0 then l else i in
        let m = if r < h.size && h.cmp h.data.(r) h.data.(m) < 0 then r else m in
        if m <> i then (swap h i m; down m) in
      down 0;
      Some top
    end
  let is_empty h = h.size = 0
end

module Leftist = struct
  type 'a t = E | N of int * 'a * 'a t * 'a t
  let rank = function E -> 0 | N (r, _, _, _) -> r
  let make x a b = if rank a >= rank b then N (rank b + 1, x, a, b) else N (rank a + 1, x, b, a)
  let rec merge h1 h2 = match h1, h2 with
    | E, h | h, E -> h
    | N (_, x, a1, b1), N (_, y, _, _) when x <= y -> make x a1 (merge b1 h2)
    | _, N (_, y, a2, b2) -> make y a2 (merge h1 b2)
  let insert x h = merge (N (1, x, E, E)) h
  let pop = function E -> None | N (_, x, a, b) -> Some (x, merge a b)
end

let lcg = let s = ref 99 in fun n -> s := (!s * 69069 + 1) land 0x3fffffff; !s mod n

let () =
  let data = List.init 30 (fun _ -> lcg 1000) in
  let h = Heap.create compare in
  List.iter (Heap.push h) data;
  let rec drain acc = match Heap.pop h with None -> List.rev acc | Some x -> drain (x :: acc) in
  let sorted = drain [] in
  print_endline (String.concat " " (List.map string_of_int sorted));
  let lh = List.fold_left (fun h x -> Leftist.insert x h) Leftist.E data in
  let rec ldrain h acc = match Leftist.pop h with None -> List.rev acc | Some (x, h) -> ldrain h (x :: acc) in
  Printf.printf "leftist agrees: %b, sorted: %b\n" (ldrain lh [] = sorted) (sorted = List.sort compare data);
  (* k-way merge of sorted lists *)
  let lists = [ [ 1; 4; 9; 16 ]; [ 2; 3; 5; 7; 11; 13 ]; [ 0; 10; 20 ]; []; [ 6 ] ] in
  let mh = Heap.create (fun (a, _) (b, _) -> compare a b) in
  List.iter (function x :: r -> Heap.push mh (x, r) | [] -> ()) lists;
  let out = ref [] in
  while not (Heap.is_empty mh) do
    match Heap.pop mh with
    | Some (x, r) -> out := x :: !out; (match r with y :: r' -> Heap.push mh (y, r') | [] -> ())
    | None -> ()
  done;
  Printf.printf "merged: %s\n" (String.concat " " (List.rev_map string_of_int !out));
  (* a print queue: jobs arrive with priorities; the printer takes the most urgent first *)
  let jobs = Heap.create (fun (p1, t1, _, _) (p2, t2, _, _) -> compare (p1, t1) (p2, t2)) in
  let clock = ref 0 and next_arrival = ref 0 and id = ref 0 and finished = ref [] in
  let waits = ref 0 in
  while !id < 25 || not (Heap.is_empty jobs) do
    while !id < 25 && !next_arrival <= !clock do
      incr id;
      let prio = lcg 3 and pages = 1 + lcg 8 in
      Heap.push jobs (prio, !next_arrival, !id, pages);
      next_arrival := !next_arrival + lcg 6
    done;
    (match Heap.pop jobs with
     | Some (prio, arrived, jid, pages) ->
       waits := !waits + (!clock - arrived);
       finished := Printf.sprintf "%d(p%d,w%d)" jid prio (!clock - arrived) :: !finished;
       clock := !clock + pages
     | None -> clock := !next_arrival)
  done;
  Printf.printf "print order: %s\n" (String.concat " " (List.rev !finished));
  Printf.printf "finished at %d, total wait %d, mean wait %.2f\n" !clock !waits (float_of_int !waits /. 25.);
  let big = Heap.create compare in
  for i = 1 to 100_000 do Heap.push big ((i * 7919) mod 100_003) done;
  let ok = ref true and prev = ref (-1) in
  for _ = 1 to 100_000 do match Heap.pop big with Some x -> if x < !prev then ok := false; prev := x | None -> ok := false done;
  Printf.printf "100000 pushes and pops in order: %b\n" !ok

(* a running median with two heaps: a max-heap for the lower half, a min-heap for the upper *)
let () =
  let lower = Heap.create (fun a b -> compare b a) and upper = Heap.create compare in
  let peek h = if h.Heap.size = 0 then None else Some h.Heap.data.(0) in
  let medians = ref [] in
  List.iter (fun x ->
    (match peek lower with Some m when x > m -> Heap.push upper x | _ -> Heap.push lower x);
    if lower.Heap.size > upper.Heap.size + 1 then (match Heap.pop lower with Some v -> Heap.push upper v | None -> ());
    if upper.Heap.size > lower.Heap.size then (match Heap.pop upper with Some v -> Heap.push lower v | None -> ());
    let m = match peek lower, peek upper with
      | Some a, Some b when lower.Heap.size = upper.Heap.size -> Printf.sprintf "%.1f" (float_of_int (a + b) /. 2.)
      | Some a, _ -> string_of_int a
      | None, _ -> "-" in
    medians := m :: !medians) [ 5; 15; 1; 3; 8; 7; 9; 10; 20; 2; 6; 4 ];
  Printf.printf "running medians: %s\n" (String.concat " " (List.rev !medians));
  let top3 = Heap.create (fun (a, _) (b, _) -> compare b a) in
  List.iter (Heap.push top3) [ (88, "ann"); (92, "bob"); (75, "cy"); (99, "dee"); (92, "eve"); (60, "fay") ];
  let rec take k = if k = 0 then [] else match Heap.pop top3 with Some (s, n) -> Printf.sprintf "%s:%d" n s :: take (k - 1) | None -> [] in
  Printf.printf "top three: %s\n" (String.concat " " (take 3))
