(* Scanf's entry points over strings and buffers, and its errors. *)
let () =
  Scanf.sscanf "12 abc 3.5" "%d %s %f" (fun a b c -> Printf.printf "%d|%s|%g\n" a b c);
  let ib = Scanf.Scanning.from_string "1 2 3 4" in
  let total = ref 0 in
  for _ = 1 to 4 do Scanf.bscanf ib " %d" (fun n -> total := !total + n) done;
  Printf.printf "total %d end %b\n" !total (Scanf.Scanning.end_of_input ib);
  (match Scanf.sscanf "x" "%d" (fun n -> n) with
   | n -> Printf.printf "got %d\n" n
   | exception Scanf.Scan_failure m -> print_endline ("failure: " ^ m));
  print_endline
    (Scanf.ksscanf "oops"
       (fun _ e -> match e with Scanf.Scan_failure m -> "handled " ^ m | _ -> "other")
       "%d" string_of_int);
  print_endline (Scanf.unescaped "tab\\there\\n");
  Scanf.sscanf "\"quoted\\\"\" 'c' true" "%S %C %B" (fun s c b -> Printf.printf "%s %c %b\n" s c b);
  Scanf.sscanf "key=value;" "%s@=%s@;" (fun k v -> Printf.printf "%s -> %s\n" k v);
  let fmt = Scanf.format_from_string "<%d>" "%d" in
  print_endline (Printf.sprintf fmt 7);
  (try Scanf.sscanf "" "%d" (fun n -> ignore n) with End_of_file -> print_endline "End_of_file")
