let () =
  let fs = ref [] in
  for i = 0 to 4 do fs := (fun () -> i * 10) :: !fs done;
  List.iter (fun f -> Printf.printf "%d " (f ())) (List.rev !fs); print_newline ();
  let gs = ref [] in
  let j = ref 0 in
  while !j < 5 do let k = !j in gs := (fun () -> k + 100) :: !gs; incr j done;
  List.iter (fun f -> Printf.printf "%d " (f ())) (List.rev !gs); print_newline ();
  let hs = ref [] in
  let shared = ref 0 in
  for _ = 0 to 4 do incr shared; hs := (fun () -> !shared) :: !hs done;
  List.iter (fun f -> Printf.printf "%d " (f ())) !hs; print_newline ()
