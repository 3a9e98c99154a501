(* reference: native *)
(* Marshal keeps sharing and cycles (without No_sharing): what was one block is one block again. *)
type node = { id : int; mutable next : node option; label : string }
type 'a tree = Leaf | Node of 'a tree * 'a * 'a tree

let () =
  let shared = [ 1; 2; 3 ] in
  let pair : int list * int list = Marshal.from_string (Marshal.to_string (shared, shared) []) 0 in
  Printf.printf "shared: %b %b\n" (fst pair == snd pair) (fst pair = shared);
  let pair' : int list * int list = Marshal.from_string (Marshal.to_string (shared, shared) [ Marshal.No_sharing ]) 0 in
  Printf.printf "No_sharing: %b %b\n" (fst pair' == snd pair') (fst pair' = snd pair');
  let a = { id = 1; next = None; label = "a" } in
  let b = { id = 2; next = Some a; label = "b" } in
  a.next <- Some b;
  let a' : node = Marshal.from_string (Marshal.to_string a []) 0 in
  (match a'.next with
   | Some b' -> (
       Printf.printf "cycle: %d -> %d %s" a'.id b'.id b'.label;
       match b'.next with Some a'' -> Printf.printf " -> %d, back to the start: %b\n" a''.id (a'' == a') | None -> print_newline ())
   | None -> print_endline "lost");
  let rec cyclic = 1 :: 2 :: cyclic in
  let c : int list = Marshal.from_string (Marshal.to_string cyclic []) 0 in
  Printf.printf "cyclic list: %d %d %d %b\n" (List.nth c 0) (List.nth c 1) (List.nth c 4) (List.tl (List.tl c) == c);
  let rec build n = if n = 0 then Leaf else let t = build (n - 1) in Node (t, n, t) in
  let t = build 20 in
  let s = Marshal.to_string t [] in
  Printf.printf "a tree of 2^20 paths in %d bytes\n" (String.length s);
  let t' : int tree = Marshal.from_string s 0 in
  let rec size = function Leaf -> 0 | Node (l, _, r) -> if l == r then 1 + size l else 1 + size l + size r in
  Printf.printf "shared subtrees: %d nodes\n" (size t');
  let r = ref 0 in
  let refs : int ref * int ref = Marshal.from_string (Marshal.to_string (r, r) []) 0 in
  (fst refs) := 5;
  Printf.printf "one ref: %d\n" !(snd refs);
  let long = List.init 100000 (fun i -> i) in
  let long' : int list = Marshal.from_string (Marshal.to_string long []) 0 in
  Printf.printf "long list: %d %b\n" (List.length long') (long' = long);
  let b = Buffer.create 16 in
  Buffer.add_string b (Marshal.to_string [ "x"; "y" ] []);
  Buffer.add_string b (Marshal.to_string (Some 7) []);
  let s = Buffer.contents b in
  let first : string list = Marshal.from_string s 0 in
  let n = Marshal.total_size (Bytes.of_string s) 0 in
  let second : int option = Marshal.from_string s n in
  Printf.printf "two values in a row: %s %d (%d bytes)\n" (String.concat "," first) (Option.get second) n;
  let buf = Bytes.create 100 in
  let len = Marshal.to_buffer buf 10 90 (42, "in a buffer") [] in
  let (k, msg) : int * string = Marshal.from_bytes buf 10 in
  Printf.printf "to_buffer: %d bytes, %d %s\n" len k msg;
  (try ignore (Marshal.to_buffer buf 0 10 (42, "in a buffer") []) with Failure m -> print_endline m);
  (try ignore (Marshal.to_buffer buf 95 10 0 []) with Invalid_argument m -> print_endline m);
  (try ignore (Marshal.from_string "short" 0 : int) with Invalid_argument m -> print_endline m);
  (try ignore (Marshal.from_string (String.make 30 'x') 0 : int) with Failure m -> print_endline m);
  let file = Filename.temp_file "marshal" ".bin" in
  let oc = open_out_bin file in
  Marshal.to_channel oc [ 1; 2; 3 ] [];
  output_value oc "second";
  close_out oc;
  let ic = open_in_bin file in
  let l : int list = Marshal.from_channel ic in
  let s : string = input_value ic in
  Printf.printf "channel: %d %s\n" (List.length l) s;
  (try ignore (input_value ic : int) with End_of_file -> print_endline "End_of_file");
  close_in ic;
  Sys.remove file
