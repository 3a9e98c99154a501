(* An LRU cache built from a Hashtbl and a doubly linked list of mutable nodes, with hit/miss
   statistics; it memoises an expensive function and is checked against a naive model. *)
type ('k, 'v) node = { key : 'k; mutable value : 'v; mutable prev : ('k, 'v) node option; mutable next : ('k, 'v) node option }
type ('k, 'v) lru = {
  capacity : int;
  table : ('k, ('k, 'v) node) Hashtbl.t;
  mutable head : ('k, 'v) node option; (* most recent *)
  mutable tail : ('k, 'v) node option; (* least recent *)
  mutable hits : int;
  mutable misses : int;
  mutable evictions : int }

let create capacity = { capacity; table = Hashtbl.create capacity; head = None; tail = None; hits = 0; misses = 0; evictions = 0 }

let unlink c n =
  (match n.prev with Some p -> p.next <- n.next | None -> c.head <- n.next);
  (match n.next with Some x -> x.prev <- n.prev | None -> c.tail <- n.prev);
  n.prev <- None; n.next <- None

let push_front c n =
  n.next <- c.head; n.prev <- None;
  (match c.head with Some h -> h.prev <- Some n | None -> c.tail <- Some n);
  c.head <- Some n

let find c k =
  match Hashtbl.find_opt c.table k with
  | Some n -> c.hits <- c.hits + 1; unlink c n; push_front c n; Some n.value
  | None -> c.misses <- c.misses + 1; None

let add c k v =
  match Hashtbl.find_opt c.table k with
  | Some n -> n.value <- v; unlink c n; push_front c n
  | None ->
    if Hashtbl.length c.table >= c.capacity then begin
      match c.tail with
      | Some t -> unlink c t; Hashtbl.remove c.table t.key; c.evictions <- c.evictions + 1
      | None -> ()
    end;
    let n = { key = k; value = v; prev = None; next = None } in
    Hashtbl.replace c.table k n; push_front c n

let keys c = let rec go acc = function None -> List.rev acc | Some n -> go (n.key :: acc) n.next in go [] c.head

(* naive model: an association list in recency order *)
let model_find m k = match List.assoc_opt k !m with Some v -> m := (k, v) :: List.remove_assoc k !m; Some v | None -> None
let model_add cap m k v =
  m := (k, v) :: List.remove_assoc k !m;
  if List.length !m > cap then m := List.filteri (fun i _ -> i < cap) !m

let () =
  let c = create 3 in
  add c "a" 1; add c "b" 2; add c "c" 3;
  Printf.printf "keys %s\n" (String.concat "," (keys c));
  ignore (find c "a");
  add c "d" 4;
  Printf.printf "after touching a and adding d: %s\n" (String.concat "," (keys c));
  Printf.printf "b present: %b\n" (find c "b" <> None);
  add c "c" 30;
  Printf.printf "after updating c: %s, c=%s\n" (String.concat "," (keys c)) (match find c "c" with Some v -> string_of_int v | None -> "-");
  (* randomised comparison with the model *)
  let c = create 8 and m = ref [] in
  let seed = ref 7 in
  let rnd n = seed := (!seed * 1103515245 + 12345) land 0x3fffffff; !seed mod n in
  let agree = ref true in
  for _ = 1 to 2000 do
    let k = rnd 20 in
    if rnd 3 = 0 then (add c k (k * 10); model_add 8 m k (k * 10))
    else if find c k <> model_find m k then agree := false
  done;
  Printf.printf "agrees with model: %b (keys %s)\n" !agree (String.concat "," (List.map string_of_int (keys c)));
  Printf.printf "model keys   %s\n" (String.concat "," (List.map (fun (k, _) -> string_of_int k) !m));
  (* memoising an expensive function: count the calls that really compute *)
  let computed = ref 0 in
  let collatz_len n = incr computed; let rec go n s = if n = 1 then s else go (if n mod 2 = 0 then n / 2 else 3 * n + 1) (s + 1) in go n 0 in
  let cache = create 50 in
  let cached n = match find cache n with Some v -> v | None -> let v = collatz_len n in add cache n v; v in
  let total = ref 0 in
  for i = 1 to 3000 do total := !total + cached (1 + (i * i) mod 97) done;
  Printf.printf "total %d, computed %d, hits %d, misses %d, evictions %d\n" !total !computed cache.hits cache.misses cache.evictions;
  let small = create 10 in
  let smallf n = match find small n with Some v -> v | None -> let v = collatz_len n in add small n v; v in
  computed := 0;
  for i = 1 to 3000 do ignore (smallf (1 + (i * i) mod 97)) done;
  Printf.printf "with capacity 10: computed %d, hit rate %.1f%%\n" !computed (100. *. float_of_int small.hits /. float_of_int (small.hits + small.misses))

(* a trace of a capacity-4 cache over a page-reference string, as in an operating-systems
   textbook, comparing the fault count with the optimal (Belady) replacement *)
let () =
  let refs = [ 7; 0; 1; 2; 0; 3; 0; 4; 2; 3; 0; 3; 2; 1; 2; 0; 1; 7; 0; 1 ] in
  let c = create 3 in
  List.iter (fun p ->
    let hit = find c p <> None in
    if not hit then add c p ();
    Printf.printf "%2d %s [%s]\n" p (if hit then "hit " else "miss") (String.concat " " (List.map string_of_int (keys c)))) refs;
  Printf.printf "LRU faults: %d\n" c.misses;
  let faults = ref 0 and frames = ref [] in
  List.iteri (fun i p ->
    if not (List.mem p !frames) then begin
      incr faults;
      if List.length !frames < 3 then frames := p :: !frames
      else begin
        let future = List.filteri (fun j _ -> j > i) refs in
        let next_use q = let rec go k = function [] -> max_int | x :: r -> if x = q then k else go (k + 1) r in go 0 future in
        let victim = List.fold_left (fun best q -> if next_use q > next_use best then q else best) (List.hd !frames) !frames in
        frames := p :: List.filter (( <> ) victim) !frames
      end
    end) refs;
  Printf.printf "optimal faults: %d\n" !faults
