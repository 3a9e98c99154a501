let log = Buffer.create 64
let with_resource name f =
  Buffer.add_string log ("open " ^ name ^ "; ");
  Fun.protect ~finally:(fun () -> Buffer.add_string log ("close " ^ name ^ "; ")) f
let () =
  (try with_resource "a" (fun () -> Buffer.add_string log "use a; ") with _ -> ());
  (try with_resource "b" (fun () -> failwith "b failed") with Failure m -> Buffer.add_string log ("caught " ^ m ^ "; "));
  print_endline (Buffer.contents log);
  let rethrow () = try raise Not_found with Not_found as e -> print_endline "handler runs, re-raising"; raise e in
  (try rethrow () with Not_found -> print_endline "outer caught Not_found");
  let nested () =
    try (try failwith "inner" with Not_found -> print_endline "wrong handler") with Failure m -> print_endline ("outer got " ^ m) in
  nested ();
  let r = try (try raise Exit with Exit -> 1) + (try raise Not_found with Not_found -> 2) with _ -> 0 in
  Printf.printf "r = %d\n" r
