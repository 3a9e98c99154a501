(* A Bloom filter whose k hash functions are derived from MD5 digests (Digest), stored in a
   Bytes bit array; measures the false-positive rate against the theoretical estimate for
   several sizes, and compares with a Hashtbl-based exact set. *)
type bloom = { bits : Bytes.t; m : int; k : int; mutable added : int }

let create m k = { bits = Bytes.make ((m + 7) / 8) '\000'; m; k; added = 0 }

(* two 32-bit halves of the digest give h1 and h2; the i-th hash is h1 + i*h2 (mod m) *)
let hashes b s =
  let d = Digest.string s in
  let word off = (Char.code d.[off] lsl 16) lor (Char.code d.[off + 1] lsl 8) lor Char.code d.[off + 2] in
  let h1 = word 0 and h2 = word 3 lor 1 in
  List.init b.k (fun i -> (h1 + i * h2) mod b.m)

let set_bit b i = let byte = Char.code (Bytes.get b.bits (i / 8)) in Bytes.set b.bits (i / 8) (Char.chr (byte lor (1 lsl (i mod 8))))
let get_bit b i = Char.code (Bytes.get b.bits (i / 8)) land (1 lsl (i mod 8)) <> 0

let add b s = List.iter (set_bit b) (hashes b s); b.added <- b.added + 1
let mem b s = List.for_all (get_bit b) (hashes b s)

let popcount b =
  let n = ref 0 in
  Bytes.iter (fun c -> let x = ref (Char.code c) in while !x <> 0 do x := !x land (!x - 1); incr n done) b.bits;
  !n

let expected_fp m k n = (1. -. exp (-. float_of_int (k * n) /. float_of_int m)) ** float_of_int k

let optimal_k m n = max 1 (int_of_float (Float.round (float_of_int m /. float_of_int n *. log 2.)))

let words n prefix = List.init n (fun i -> Printf.sprintf "%s-%d-%d" prefix i (i * 7919 mod 1000))

let experiment m k n =
  let b = create m k in
  let members = words n "member" in
  List.iter (add b) members;
  let all_found = List.for_all (mem b) members in
  let probes = words 5000 "probe" in
  let fp = List.length (List.filter (mem b) probes) in
  Printf.printf "m=%5d k=%d n=%4d: bits set %5d (%.1f%%), members found %b, false positives %4d/5000 = %.4f (theory %.4f)\n"
    m k n (popcount b) (100. *. float_of_int (popcount b) /. float_of_int m) all_found fp (float_of_int fp /. 5000.) (expected_fp m k n)

let () =
  Printf.printf "md5 of \"bloom\": %s\n" (Digest.to_hex (Digest.string "bloom"));
  let b = create 64 3 in
  Printf.printf "hashes of \"apple\": %s\n" (String.concat " " (List.map string_of_int (hashes b "apple")));
  List.iter (add b) [ "apple"; "banana"; "cherry" ];
  List.iter (fun w -> Printf.printf "%-8s %b\n" w (mem b w)) [ "apple"; "banana"; "cherry"; "durian"; "elder"; "fig" ];
  Printf.printf "bit pattern: %s\n" (String.init 64 (fun i -> if get_bit b i then '1' else '0'));
  List.iter (fun (m, n) ->
    let k = optimal_k m n in
    experiment m k n) [ (1000, 100); (2000, 100); (4000, 100); (1000, 300); (8000, 1000) ];
  List.iter (fun k -> experiment 2000 k 200) [ 1; 2; 4; 7; 12 ];
  (* exact set for comparison: the Hashtbl has no false positives *)
  let h = Hashtbl.create 128 in
  List.iter (fun w -> Hashtbl.replace h w ()) (words 300 "member");
  let fps = List.length (List.filter (Hashtbl.mem h) (words 5000 "probe")) in
  Printf.printf "exact set: %d entries, %d false positives\n" (Hashtbl.length h) fps;
  (* union of two filters with the same parameters is the bitwise or *)
  let a = create 512 4 and c = create 512 4 in
  List.iter (add a) [ "x1"; "x2"; "x3" ];
  List.iter (add c) [ "y1"; "y2" ];
  let u = create 512 4 in
  Bytes.iteri (fun i ch -> Bytes.set u.bits i (Char.chr (Char.code ch lor Char.code (Bytes.get c.bits i)))) a.bits;
  Printf.printf "union contains all: %b\n" (List.for_all (mem u) [ "x1"; "x2"; "x3"; "y1"; "y2" ]);
  Printf.printf "digest of bits: %s\n" (Digest.to_hex (Digest.bytes u.bits))

(* a counting Bloom filter: small counters instead of bits, so that elements can be removed *)
type counting = { counts : int array; cm : int; ck : int }

let ccreate m k = { counts = Array.make m 0; cm = m; ck = k }
let chashes c s = hashes { bits = Bytes.empty; m = c.cm; k = c.ck; added = 0 } s
let cadd c s = List.iter (fun i -> c.counts.(i) <- c.counts.(i) + 1) (chashes c s)
let cmem c s = List.for_all (fun i -> c.counts.(i) > 0) (chashes c s)
let cremove c s =
  if cmem c s then begin
    List.iter (fun i -> c.counts.(i) <- c.counts.(i) - 1) (chashes c s);
    true
  end else false

let () =
  let c = ccreate 256 4 in
  let fruits = [ "apple"; "banana"; "cherry"; "date"; "elderberry"; "fig"; "grape" ] in
  List.iter (cadd c) fruits;
  Printf.printf "all present: %b\n" (List.for_all (cmem c) fruits);
  Printf.printf "remove banana: %b, remove kiwi: %b\n" (cremove c "banana") (cremove c "kiwi");
  List.iter (fun f -> Printf.printf "%s:%b " f (cmem c f)) fruits;
  print_newline ();
  let maxc = Array.fold_left max 0 c.counts and used = Array.fold_left (fun n x -> if x > 0 then n + 1 else n) 0 c.counts in
  Printf.printf "counters in use %d, largest counter %d\n" used maxc;
  List.iter (fun f -> ignore (cremove c f)) fruits;
  Printf.printf "after removing everything: %d non-zero counters\n" (Array.fold_left (fun n x -> if x <> 0 then n + 1 else n) 0 c.counts);
  let big = ccreate 4096 5 in
  let members = words 400 "member" in
  List.iter (cadd big) members;
  let half = List.filteri (fun i _ -> i mod 2 = 0) members in
  List.iter (fun w -> ignore (cremove big w)) half;
  let kept = List.filteri (fun i _ -> i mod 2 = 1) members in
  Printf.printf "kept all found: %b, removed still reported: %d of %d\n" (List.for_all (cmem big) kept)
    (List.length (List.filter (cmem big) half)) (List.length half)

(* the number of hash functions that minimises false positives for a few bit budgets *)
let () =
  List.iter (fun (m, n) -> Printf.printf "m=%d n=%d: optimal k=%d, expected rate %.5f\n" m n (optimal_k m n) (expected_fp m (optimal_k m n) n))
    [ (1024, 100); (4096, 500); (10000, 1000); (100000, 5000) ]
