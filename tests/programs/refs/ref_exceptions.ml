let () =
  let state = ref "initial" in
  (try state := "changed"; failwith "abort"; with Failure _ -> ());
  Printf.printf "state after exception: %s\n" !state;
  let r = ref 0 in
  let bump () = incr r; if !r = 3 then raise Exit in
  (try while true do bump () done with Exit -> ());
  Printf.printf "r = %d\n" !r;
  let saved = !r in
  (try r := 100; raise Not_found with Not_found -> r := saved);
  Printf.printf "restored r = %d\n" !r
