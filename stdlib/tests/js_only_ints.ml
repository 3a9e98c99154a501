(* Only compared under js_of_ocaml (the file name starts with js_only_):
   what depends on ints being 32 bits wide. *)
let pr = print_endline
let () =
  pr (string_of_int Sys.int_size ^ " " ^ string_of_int Sys.word_size ^ " " ^ string_of_int Sys.max_array_length ^ " "
      ^ string_of_int Sys.max_string_length ^ " " ^ string_of_int Sys.max_floatarray_length ^ " " ^ string_of_bool Sys.big_endian);
  pr (string_of_int max_int ^ " " ^ string_of_int min_int ^ " " ^ string_of_int (max_int + 1) ^ " " ^ string_of_int (Int.max_int * 3));
  pr (string_of_int (Nativeint.size) ^ " " ^ Nativeint.to_string Nativeint.max_int ^ " " ^ Nativeint.to_string Nativeint.min_int);
  pr ((match Int32.unsigned_to_int (-1l) with None -> "none" | Some n -> string_of_int n) ^ " "
      ^ (match Int32.unsigned_to_int 5l with None -> "none" | Some n -> string_of_int n) ^ " "
      ^ (match Int64.unsigned_to_int 0x1_0000_0000L with None -> "none" | Some n -> string_of_int n) ^ " "
      ^ (match Nativeint.unsigned_to_int (-1n) with None -> "none" | Some n -> string_of_int n));
  pr (string_of_int (Int32.to_int 0x8000_0000l) ^ " " ^ Int32.to_string (Int32.of_int max_int) ^ " " ^ string_of_int (Int64.to_int 0x1_2345_6789L));
  pr (string_of_int (String.get_int16_le "\xff\xff" 0) ^ " " ^ string_of_int (String.get_int8 "\x80" 0) ^ " " ^ string_of_int (Bytes.get_uint16_be (Bytes.of_string "\xff\xfe") 0));
  Random.init 2024;
  pr (String.concat " " (List.init 6 (fun _ -> string_of_int (Random.full_int max_int))));
  pr (String.concat " " (List.init 6 (fun _ -> string_of_int (Random.int 0x3FFFFFFF))));
  pr (String.concat " " (List.init 4 (fun _ -> Nativeint.to_string (Random.nativeint 1000000000n))));
  (try ignore (Random.int (1 lsl 30)) with Invalid_argument m -> pr m);
  pr (String.concat " " (List.map (fun x -> string_of_int (Hashtbl.hash x)) [0; 1; -1; max_int; min_int; 1 lsl 30]));
  pr (String.concat " " (List.map (fun x -> string_of_int (Hashtbl.hash x)) ["a"; ""; "hello world"]));
  pr (string_of_int (Hashtbl.hash 1.0) ^ " " ^ string_of_int (Hashtbl.hash 1.5) ^ " " ^ string_of_int (Hashtbl.hash (1, 2.0, "x")));
  (try ignore (Bytes.extend (Bytes.create 1) max_int 1) with Invalid_argument m -> pr m);
  (try ignore (Bytes.extend (Bytes.create 1) min_int 0) with Invalid_argument m -> pr m);
  pr (string_of_int (List.length (List.init 100_000 Fun.id)) ^ " " ^ string_of_int (Array.length (Array.make 10 0)));
  let h = Hashtbl.create 1 in
  for i = 0 to 999 do Hashtbl.replace h (i * 65599) i done;
  pr (string_of_int (Hashtbl.stats h).Hashtbl.num_buckets ^ " " ^ string_of_int (Hashtbl.fold (fun k _ acc -> (acc * 31 + k) land 0xFFFFFF) h 0))
