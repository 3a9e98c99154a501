(* 64-bit pseudo-random generators written with Int64: splitmix64, xorshift64*, a PCG-like
   LCG and xoshiro-style rotation; prints raw outputs, derived floats, a chi-square test of
   uniformity, a Monte-Carlo estimate of pi and a shuffle. *)
let ( +: ) = Int64.add
let ( *: ) = Int64.mul
let ( ^: ) = Int64.logxor
let ( >>> ) = Int64.shift_right_logical
let ( <<< ) = Int64.shift_left
let rotl x k = Int64.logor (x <<< k) (x >>> (64 - k))

let splitmix64 state =
  state := !state +: 0x9E3779B97F4A7C15L;
  let z = !state in
  let z = (z ^: (z >>> 30)) *: 0xBF58476D1CE4E5B9L in
  let z = (z ^: (z >>> 27)) *: 0x94D049BB133111EBL in
  z ^: (z >>> 31)

let xorshift64star state =
  let x = !state in
  let x = x ^: (x >>> 12) in
  let x = x ^: (x <<< 25) in
  let x = x ^: (x >>> 27) in
  state := x;
  x *: 0x2545F4914F6CDD1DL

let lcg64 state =
  state := (!state *: 6364136223846793005L) +: 1442695040888963407L;
  let x = !state in
  let xorshifted = ((x >>> 18) ^: x) >>> 27 in
  let rot = Int64.to_int (x >>> 59) in
  Int64.logand (Int64.logor (xorshifted >>> rot) (xorshifted <<< ((- rot) land 31))) 0xFFFFFFFFL

type xoshiro = { mutable s0 : int64; mutable s1 : int64; mutable s2 : int64; mutable s3 : int64 }
let xoshiro_next s =
  let result = rotl (s.s1 *: 5L) 7 *: 9L in
  let t = s.s1 <<< 17 in
  s.s2 <- s.s2 ^: s.s0; s.s3 <- s.s3 ^: s.s1; s.s1 <- s.s1 ^: s.s2; s.s0 <- s.s0 ^: s.s3;
  s.s2 <- s.s2 ^: t; s.s3 <- rotl s.s3 45;
  result

(* a float in [0, 1) from the top 53 bits *)
let to_float x = Int64.to_float (x >>> 11) *. (1. /. 9007199254740992.)
let below gen n = Int64.to_int (Int64.unsigned_rem (gen ()) (Int64.of_int n))

let () =
  let s = ref 0L in
  print_endline "splitmix64:";
  for _ = 1 to 5 do Printf.printf "  %016Lx %Ld\n" (splitmix64 s) !s done;
  let x = ref 88172645463325252L in
  print_endline "xorshift64*:";
  for _ = 1 to 5 do let v = xorshift64star x in Printf.printf "  %Lu %.10f\n" v (to_float v) done;
  let p = ref 42L in
  print_endline "pcg-like 32-bit outputs:";
  Printf.printf "  %s\n" (String.concat " " (List.init 6 (fun _ -> Int64.to_string (lcg64 p))));
  let seed = ref 12345L in
  let st = { s0 = splitmix64 seed; s1 = splitmix64 seed; s2 = splitmix64 seed; s3 = splitmix64 seed } in
  print_endline "xoshiro256**:";
  for _ = 1 to 4 do Printf.printf "  %Lx\n" (xoshiro_next st) done;
  (* chi-square over 10 buckets *)
  let gen () = xoshiro_next st in
  let buckets = Array.make 10 0 in
  let n = 20000 in
  for _ = 1 to n do let b = below gen 10 in buckets.(b) <- buckets.(b) + 1 done;
  let expected = float_of_int n /. 10. in
  let chi = Array.fold_left (fun acc c -> let d = float_of_int c -. expected in acc +. d *. d /. expected) 0. buckets in
  Printf.printf "buckets: %s\nchi-square %.3f (9 degrees of freedom)\n" (String.concat " " (Array.to_list (Array.map string_of_int buckets))) chi;
  let inside = ref 0 in
  let xs = ref 7L in
  for _ = 1 to 50000 do
    let a = to_float (xorshift64star xs) and b = to_float (xorshift64star xs) in
    if a *. a +. b *. b < 1. then incr inside
  done;
  Printf.printf "pi estimate %.5f\n" (4. *. float_of_int !inside /. 50000.);
  let deck = Array.init 20 Fun.id in
  let sm = ref 2024L in
  for i = 19 downto 1 do
    let j = Int64.to_int (Int64.unsigned_rem (splitmix64 sm) (Int64.of_int (i + 1))) in
    let t = deck.(i) in deck.(i) <- deck.(j); deck.(j) <- t
  done;
  Printf.printf "shuffled: %s\n" (String.concat " " (Array.to_list (Array.map string_of_int deck)));
  Printf.printf "rotl check: %Lx %Lx\n" (rotl 1L 63) (rotl 0x8000000000000001L 1);
  Printf.printf "min/max: %Ld %Ld %Lu\n" Int64.min_int Int64.max_int (-1L)

(* bit balance: each of the 64 output bits should be set about half of the time *)
let () =
  let counts = Array.make 64 0 in
  let s = ref 99L in
  let n = 4000 in
  for _ = 1 to n do
    let v = splitmix64 s in
    for b = 0 to 63 do if Int64.logand (v >>> b) 1L = 1L then counts.(b) <- counts.(b) + 1 done
  done;
  let lo = Array.fold_left min max_int counts and hi = Array.fold_left max 0 counts in
  Printf.printf "bit counts over %d draws: min %d, max %d\n" n lo hi;
  Printf.printf "low byte counts: %s\n" (String.concat " " (Array.to_list (Array.map string_of_int (Array.sub counts 0 8))));
  (* birthday collisions among 16-bit values *)
  let seen = Hashtbl.create 1024 in
  let first = ref (-1) in
  let s = ref 5L in
  let i = ref 0 in
  while !first < 0 do
    incr i;
    let v = Int64.to_int (Int64.logand (xorshift64star s) 0xFFFFL) in
    if Hashtbl.mem seen v then first := !i else Hashtbl.add seen v ()
  done;
  Printf.printf "first 16-bit collision after %d draws\n" !first
