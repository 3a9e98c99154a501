let make_counter () = let n = ref 0 in (fun () -> incr n; !n), (fun () -> n := 0)
let () =
  let next1, reset1 = make_counter () in
  let next2, _ = make_counter () in
  Printf.printf "%d %d %d\n" (next1 ()) (next1 ()) (next1 ());
  Printf.printf "%d\n" (next2 ());
  reset1 ();
  Printf.printf "%d %d\n" (next1 ()) (next2 ());
  let fs = Array.init 5 (fun i -> fun () -> i * i) in
  Array.iter (fun f -> Printf.printf "%d " (f ())) fs; print_newline ();
  let r = ref [] in
  for i = 1 to 3 do r := (fun () -> i) :: !r done;
  List.iter (fun f -> Printf.printf "%d " (f ())) !r; print_newline ()
