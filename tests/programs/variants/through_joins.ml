(* Options, pairs, records and list cells built in several branches and taken apart after the
   join: the optimiser passes them as their parts. Mutable records, values that escape and
   blocks of two tags must keep their identity and contents. *)

type 'a stream_node = Nil | Cons of 'a * int

let pick n = if n mod 3 = 0 then None else if n mod 3 = 1 then Some (n * 2) else Some (n + 100)

let step i hi = if i > hi then Nil else Cons (i * i, i + 1)

let rec sum_stream i hi acc =
  match step i hi with
  | Nil -> acc
  | Cons (x, next) -> sum_stream next hi (acc + x)

let swap_if c x y = let (a, b) = if c then (x, y) else (y, x) in a - b

type point = { px : int; py : int }
type cell = { mutable v : int }

let mid c = let p = if c then { px = 1; py = 2 } else { px = 10; py = 20 } in p.px + p.py

let mutable_through c =
  let r = if c then { v = 1 } else { v = 2 } in
  r.v <- r.v + 40;
  r.v

let escapes = ref []

let keep_and_read c x =
  let p = if c then (x, x + 1) else (x + 2, x + 3) in
  escapes := p :: !escapes;
  fst p + snd p

let two_tags c x = match (if c then Ok x else Error (x + 1)) with Ok v -> v | Error e -> -e

let chained n =
  let first = if n > 5 then Some n else None in
  let second = match first with Some v -> Some (v * 10) | None -> if n = 0 then None else Some (-1) in
  match second with Some v -> v + 1 | None -> 0

let () =
  for i = 0 to 5 do
    (match pick i with None -> print_string "none " | Some v -> Printf.printf "some %d " v)
  done;
  print_newline ();
  Printf.printf "%d %d\n" (sum_stream 0 10 0) (sum_stream 5 4 7);
  Printf.printf "%d %d\n" (swap_if true 3 10) (swap_if false 3 10);
  Printf.printf "%d %d\n" (mid true) (mid false);
  Printf.printf "%d %d\n" (mutable_through true) (mutable_through false);
  Printf.printf "%d %d\n" (keep_and_read true 1) (keep_and_read false 1);
  List.iter (fun (a, b) -> Printf.printf "(%d,%d)" a b) !escapes;
  print_newline ();
  Printf.printf "%d %d\n" (two_tags true 4) (two_tags false 4);
  List.iter (fun n -> Printf.printf "%d " (chained n)) [0; 1; 6; 9];
  print_newline ();
  let same = let a = (1, 2) in let b = if Sys.opaque_identity true then a else (3, 4) in b == a in
  Printf.printf "%b\n" same
