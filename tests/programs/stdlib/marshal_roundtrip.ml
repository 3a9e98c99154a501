(* reference: native *)
(* Marshal round trips of every kind of value: what is read back is equal to what was written.
   The reference is ocamlopt, since js_of_ocaml's Marshal cannot write a float. *)
type point = { x : float; y : float }
type r = { name : string; mutable count : int; tags : string list; data : bytes }
type shape = Circle of point * float | Rect of { lo : point; hi : point } | Empty
exception Oops of string * int

let round_trip v = Marshal.from_string (Marshal.to_string v []) 0
let check name v = Printf.printf "%s: %b\n" name (round_trip v = v)

let () =
  check "int" 42;
  check "negative ints" [ -1; -200; -70000; min_int; max_int ];
  check "char and bool" ('z', true, false);
  check "string" "hello, world";
  check "long string" (String.init 1000 (fun i -> Char.chr (i land 255)));
  check "float" 3.25;
  check "special floats" [ 0.0; -0.0; infinity; neg_infinity; 1e300; 5e-324; 1.0; 2.0 ** 40.0 ];
  check "float array" [| 1.5; -2.25; 1e10 |];
  check "all-float record" { x = 1.0; y = 2.5 };
  check "int array" [| 1; 2; 3 |];
  check "empty array" [||];
  check "array of arrays" [| [| 1 |]; [||]; [| 2; 3 |] |];
  check "long array" (Array.init 5000 (fun i -> i * 7));
  check "int32" (Int32.max_int, Int32.min_int, 7l);
  check "int64" [ 0L; 1L; -1L; Int64.max_int; Int64.min_int; 123456789012345L ];
  check "nativeint" (Nativeint.of_int 12345);
  check "option and result" (Some (Ok 3 : (int, string) result), (None : int option), (Error "e" : (int, string) result));
  check "variants" [ Circle ({ x = 0.5; y = 1.5 }, 2.0); Rect { lo = { x = 0.; y = 0. }; hi = { x = 1.; y = 1. } }; Empty ];
  let r = { name = "r"; count = 3; tags = [ "a"; "b" ]; data = Bytes.of_string "raw" } in
  let r' : r = round_trip r in
  Printf.printf "record: %b\n" (r' = r);
  r'.count <- 4;
  Bytes.set r'.data 0 'R';
  Printf.printf "copy is fresh: %d %d %s %s\n" r.count r'.count (Bytes.to_string r.data) (Bytes.to_string r'.data);
  let b : bytes = round_trip (Bytes.of_string "bytes") in
  Bytes.set b 0 'B';
  print_endline (Bytes.to_string b);
  let a : int array = round_trip [| 1; 2; 3 |] in
  a.(0) <- 10;
  Printf.printf "array: %d %d\n" a.(0) (Array.length a);
  let fa : float array = round_trip [| 1.5; 2.5 |] in
  fa.(1) <- 4.0;
  Printf.printf "float array: %g %g\n" fa.(0) fa.(1);
  let h = Hashtbl.create 16 in
  List.iter (fun (k, v) -> Hashtbl.replace h k v) [ ("one", 1); ("two", 2); ("three", 3) ];
  let h' : (string, int) Hashtbl.t = round_trip h in
  Hashtbl.replace h' "four" 4;
  Printf.printf "hashtbl: %d %d %d\n" (Hashtbl.find h' "two") (Hashtbl.length h) (Hashtbl.length h');
  let buf = Buffer.create 4 in
  Buffer.add_string buf "buffered";
  let buf' : Buffer.t = round_trip buf in
  Buffer.add_string buf' " more";
  Printf.printf "buffer: %s / %s\n" (Buffer.contents buf) (Buffer.contents buf');
  let m = List.fold_left (fun m (k, v) -> (k, v) :: m) [] [ (1, "a"); (2, "b") ] in
  check "assoc" m;
  let l = lazy (6 * 7) in
  ignore (Lazy.force l);
  let l' : int Lazy.t = round_trip l in
  Printf.printf "forced lazy: %d\n" (Lazy.force l');
  (try ignore (Marshal.to_string (lazy (print_endline "never")) []) with Invalid_argument m -> print_endline m);
  (try ignore (Marshal.to_string (fun x -> x + 1) []) with Invalid_argument m -> print_endline m);
  (try ignore (Marshal.to_string [ Some (fun () -> ()) ] []) with Invalid_argument m -> print_endline m);
  let k = 10 in
  let f : int -> int = Marshal.from_string (Marshal.to_string (fun x -> x + k) [ Marshal.Closures ]) 0 in
  Printf.printf "closure: %d\n" (f 32);
  let fs : (int -> int) list = Marshal.from_string (Marshal.to_string [ succ; pred; (fun x -> x * 2) ] [ Marshal.Closures ]) 0 in
  print_endline (String.concat " " (List.map (fun f -> string_of_int (f 5)) fs));
  let lz : int Lazy.t = Marshal.from_string (Marshal.to_string (lazy (k * 5)) [ Marshal.Closures ]) 0 in
  Printf.printf "unforced lazy with Closures: %d\n" (Lazy.force lz);
  let e : exn = round_trip (Oops ("bad", 7)) in
  (match e with Oops (s, n) -> Printf.printf "matched %s %d\n" s n | _ -> print_endline "an exception read back is a new constructor");
  (match (round_trip Not_found : exn) with Not_found -> print_endline "Not_found" | _ -> print_endline "not Not_found");
  check "No_sharing" (Marshal.from_string (Marshal.to_string [ 1; 2; 3 ] [ Marshal.No_sharing ]) 0 = [ 1; 2; 3 ]);
  check "Compat_32" (Marshal.from_string (Marshal.to_string (1, "x") [ Marshal.Compat_32 ]) 0 = (1, "x"))
